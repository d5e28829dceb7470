import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_QUESTIONS } from '@checkin/domain';
import { useEffect, useRef, useState } from 'react';
import type { AnswerKey } from '@checkin/domain';
import { type QuestionDraft, draftFromQuestion, newQuestionDraft } from '../model/question-draft';
import { type KeyPart, LIMITS } from '../model/validate-template-form';
import { AnswerKeyFields, type DraftAbout } from './answer-key-fields';

type Props = {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  errors: Record<string, string>;
  /** What a drafted key is about, when a model can draft keys; null otherwise. */
  draftAbout: DraftAbout | null;
};

type Focus = { index: number; target: 'text' | 'up' | 'down' | 'add' };

/**
 * The teacher's own questions, asked first and in this order, each with its answer key. Each can be moved with
 * buttons (so the keyboard can do it too: focus follows the moved question) and removed; its key goes with it.
 */
export function CustomQuestionsEditor({ questions, onChange, errors, draftAbout }: Props) {
  const [focus, setFocus] = useState<Focus | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'add') addButton.current?.focus();
    else {
      const item = list.current?.children[focus.index];
      item?.querySelector<HTMLElement>(`[data-focus="${focus.target}"]`)?.focus();
    }
    setFocus(null);
  }, [focus]);

  const set = (index: number, part: 'question' | KeyPart, text: string) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, [part]: text } : q)));
  const fill = (index: number, key: AnswerKey) =>
    onChange(questions.map((q, i) => (i === index ? draftFromQuestion({ question: q.question, key }) : q)));
  const add = () => {
    onChange([...questions, newQuestionDraft()]);
    setFocus({ index: questions.length, target: 'text' });
  };
  const remove = (index: number) => {
    onChange(questions.filter((_, i) => i !== index));
    const left = questions.length - 1;
    setFocus(left > 0 ? { index: Math.min(index, left - 1), target: 'text' } : { index: 0, target: 'add' });
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= questions.length) return;
    const next = [...questions];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
    // Stay on the same button of the moved question, unless it reached the end it was moving towards.
    const edge = to === 0 || to === questions.length - 1;
    setFocus({ index: to, target: edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' });
  };

  return (
    <Stack gap="xs">
      <ol ref={list} aria-label="Your questions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {questions.map((question, i) => {
          const n = i + 1;
          return (
            <li key={i} style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <Textarea
                  style={{ flex: 1 }}
                  label={`Question ${n}`}
                  value={question.question}
                  onChange={(event) => set(i, 'question', event.currentTarget.value)}
                  error={errors[`customQuestions.${i}`]}
                  rows={2}
                  maxLength={LIMITS.question + 50}
                  data-focus="text"
                />
                <Group gap={4} mt={26} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move question ${n} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    data-focus="up"
                  >
                    <span aria-hidden="true">↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move question ${n} down`}
                    disabled={i === questions.length - 1}
                    onClick={() => move(i, 1)}
                    data-focus="down"
                  >
                    <span aria-hidden="true">↓</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={`Remove question ${n}`}
                    onClick={() => remove(i)}
                  >
                    <span aria-hidden="true">×</span>
                  </ActionIcon>
                </Group>
              </Group>
              <AnswerKeyFields
                index={i}
                draft={question}
                onChange={(part, text) => set(i, part, text)}
                errors={errors}
                draftAbout={draftAbout}
                onDrafted={(key) => fill(i, key)}
              />
            </li>
          );
        })}
      </ol>
      {errors.customQuestions ? (
        <Text size="sm" c="red.8" role="alert">
          {errors.customQuestions}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" ref={addButton} onClick={add} disabled={questions.length >= MAX_QUESTIONS}>
          Add a question
        </Button>
      </Group>
    </Stack>
  );
}
