import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { KeyDraftState } from '../hooks/use-key-drafts';
import { type QuestionDraft, hasKey, linesOf } from '../model/question-draft';
import { type KeyPart, LIMITS, keyField } from '../model/validate-template-form';

type Props = {
  index: number;
  draft: QuestionDraft;
  onChange: (part: KeyPart, text: string) => void;
  errors: Record<string, string>;
  /** How the AI's draft of this key stands, if one was asked for. */
  drafted: KeyDraftState | undefined;
  /** Set when the AI may draft this key again after a failure (no other draft is underway). */
  onRetry: (() => void) | null;
};

/** The three boxes of a key, in the order a teacher fills them. */
const KEY_FIELDS: Array<{ part: KeyPart; label: string; description: string; rows: number }> = [
  {
    part: 'modelAnswer',
    label: 'Model answer',
    description: 'What a strong answer says. Students see it as the example answer, if you show one.',
    rows: 3,
  },
  {
    part: 'keyPoints',
    label: 'Key points',
    description:
      'One idea per line: the examiner checks each answer for each of them. Other wordings of an idea go after “ / ”, as in “evaporation / evaporates”.',
    rows: 3,
  },
  {
    part: 'misconceptions',
    label: 'Common misconceptions',
    description: 'Optional. One per line: mistaken ideas that make an answer wrong.',
    rows: 2,
  },
  {
    part: 'markedRight',
    label: 'Answers you would mark right',
    description:
      'Optional. Students’ answers, one per line, that you count as right: from them and the next box the examiner learns how much an answer must say for you. They are not shared with other teachers.',
    rows: 2,
  },
  {
    part: 'markedWrong',
    label: 'Answers you would mark wrong',
    description: 'Optional. One per line: answers that fall short, in the words students use.',
    rows: 2,
  },
];

/** No key: what happens to the answers, said plainly where the key would be. */
export const NO_KEY_NOTE =
  'No answer key: answers to this question are recorded as not rated, for you to rate in the report.';

/**
 * The answer key of one of the teacher's questions: what a strong answer says, the ideas it shows (one a line),
 * and the mistaken ideas to look for. The examiner judges each answer against it.
 */
export function AnswerKeyFields({ index, draft, onChange, errors, drafted, onRetry }: Props) {
  const n = index + 1;
  const keyed = hasKey(draft);
  const writing = drafted?.state === 'drafting';
  const pointsMissing = keyed && draft.modelAnswer.trim() !== '' && linesOf(draft.keyPoints).length === 0;
  return (
    <Stack
      component="fieldset"
      gap="xs"
      mt="xs"
      p="sm"
      data-testid="answer-key-fields"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)', minWidth: 0 }}
    >
      <Text component="legend" size="sm" fw={600} px={4}>
        Answer key to question {n}
      </Text>
      {KEY_FIELDS.map(({ part, label, description, rows }) => (
        <Textarea
          key={part}
          label={label}
          description={description}
          value={draft[part]}
          onChange={(event) => onChange(part, event.currentTarget.value)}
          error={errors[keyField(index, part)]}
          rows={rows}
          readOnly={writing}
          maxLength={part === 'modelAnswer' ? LIMITS.modelAnswer + 100 : undefined}
        />
      ))}
      {/* Always present, so that screen readers hear each change of the draft's state. */}
      <div role="status" data-testid="draft-state">
        {writing ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="gray.7">
              The AI is drafting this key…
            </Text>
          </Group>
        ) : drafted?.state === 'drafted' && keyed ? (
          <Text size="sm" c="gray.7">
            Drafted by the AI: read it and edit it before you save. The examiner rates answers against it.
          </Text>
        ) : null}
      </div>
      {drafted?.state === 'failed' ? (
        <Group gap="sm">
          <Text size="sm" c="red.8" role="alert">
            The AI could not draft this key: {drafted.error}
          </Text>
          {onRetry ? (
            <Button
              variant="light"
              size="xs"
              onClick={onRetry}
              aria-label={`Try again to draft the key to question ${n}`}
            >
              Try again
            </Button>
          ) : null}
        </Group>
      ) : null}
      {!keyed && !writing ? (
        <Text size="sm" c="gray.7" data-testid="no-key-note">
          {NO_KEY_NOTE}
        </Text>
      ) : pointsMissing ? (
        <Text size="sm" c="gray.7" data-testid="key-points-hint">
          List the key points too: with them the examiner can tell what an answer showed and what it missed.
        </Text>
      ) : null}
    </Stack>
  );
}
