import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { GRADES, PRESET_TOPICS } from '@checkin/domain';
import { CUSTOM_TOPIC } from '../model/template-form';
import { LIMITS } from '../model/validate-template-form';
import type { FieldProps } from './field-props';

const gradeLabel = (grade: string) => (grade === 'K' ? 'Kindergarten' : `Grade ${grade}`);

const GRADE_OPTIONS = [
  { value: '', label: 'Choose a grade', disabled: true },
  ...GRADES.map((grade) => ({ value: grade, label: gradeLabel(grade) })),
];

const TOPIC_OPTIONS = [
  ...PRESET_TOPICS.filter((topic) => topic !== CUSTOM_TOPIC).map((topic) => ({ value: topic, label: topic })),
  { value: CUSTOM_TOPIC, label: 'My own topic…' },
];

/** Name, grade and topic: what the CheckIn is about, and for whom. */
export function AboutFields({ form, errors, change }: FieldProps) {
  const known = form.grade === '' || (GRADES as readonly string[]).includes(form.grade);
  const grades = known ? GRADE_OPTIONS : [...GRADE_OPTIONS, { value: form.grade, label: form.grade }];
  return (
    <>
      <TextInput
        label="Name"
        description="Students see it at the top of their CheckIn."
        value={form.name}
        onChange={(event) => change('name', event.currentTarget.value)}
        error={errors.name}
        maxLength={LIMITS.name + 20}
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label="Grade"
          data={grades}
          value={form.grade}
          onChange={(event) => change('grade', event.currentTarget.value)}
          error={errors.grade}
          withAsterisk
        />
        <NativeSelect
          label="Topic"
          data={TOPIC_OPTIONS}
          value={form.topicPreset}
          onChange={(event) => change('topicPreset', event.currentTarget.value)}
          error={errors.topic}
        />
      </SimpleGrid>
      {form.topicPreset === CUSTOM_TOPIC ? (
        <TextInput
          label="Your topic"
          description="A few words the examiner builds its questions on, like “Photosynthesis” or “Fractions”."
          value={form.customTopic}
          onChange={(event) => change('customTopic', event.currentTarget.value)}
          error={errors.customTopic}
          maxLength={LIMITS.topic + 20}
          withAsterisk
        />
      ) : null}
    </>
  );
}
