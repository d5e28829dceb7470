import { Stack, Switch } from '@mantine/core';
import type { TemplateForm } from '../model/template-form';
import type { FieldProps } from './field-props';

type Flag = 'showSingleQuestionRating' | 'showExampleAnswer' | 'showOverallRating' | 'showOverallFeedback';

/** The four show flags of spec §3, in the words a teacher would use. */
export const SHOW_FLAGS: Array<{ field: Flag; label: string; description: string }> = [
  {
    field: 'showSingleQuestionRating',
    label: 'Rate each answer',
    description:
      'Once the examiner moves on from a question, the student sees the rating of each answer to it on the scale, and why.',
  },
  {
    field: 'showExampleAnswer',
    label: 'Show an example answer',
    description: 'Once the examiner moves on from a question, the student sees an example of a strong answer to it.',
  },
  {
    field: 'showOverallRating',
    label: 'Give an overall rating at the end',
    description: 'When the CheckIn ends, the student sees one rating for the whole conversation.',
  },
  {
    field: 'showOverallFeedback',
    label: 'Give feedback at the end',
    description: 'When the CheckIn ends, the student reads a few sentences on what went well and what to work on.',
  },
];

/** What students see of their results. You see every rating in your reports either way. */
export function ShowFlagFields({ form, change }: FieldProps) {
  return (
    <Stack gap="sm">
      {SHOW_FLAGS.map(({ field, label, description }) => (
        <Switch
          key={field}
          label={label}
          description={description}
          checked={form[field as keyof TemplateForm] as boolean}
          onChange={(event) => change(field, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
