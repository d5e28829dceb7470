import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_QUESTIONS } from '@checkin/domain';
import type { PartialKey } from '@checkin/contracts';
import { useEffect, useRef, useState } from 'react';
import { type DraftAbout, useKeyDrafts } from '../hooks/use-key-drafts';
import { type QuestionDraft, hasKey, newQuestionDraft } from '../model/question-draft';
import { type KeyPart, LIMITS } from '../model/validate-template-form';
import { AnswerKeyFields } from './answer-key-fields';

type Props = {
  questions: QuestionDraft[];
  /** Changes the questions from their latest value (drafts may fill several keys between two renders). */
  onChange: (update: (questions: QuestionDraft[]) => QuestionDraft[]) => void;
  errors: Record<string, string>;
  /** What a drafted key is about, when a model can draft keys; null otherwise. */
  draftAbout: DraftAbout | null;
};

type Focus = { index: number; target: 'text' | 'up' | 'down' | 'add' };

/**
 * The teacher's own questions, asked first and in this order, each with its answer key. Each can be moved with
 * buttons (so the keyboard can do it too: focus follows the moved question) and removed; its key goes with it.
 * With a model, "Draft answer keys" fills each empty key as the AI writes it, for the teacher to edit and save; the
 * questions keep their places until the drafts are done or cancelled.
 */
export function CustomQuestionsEditor({ questions, onChange, errors, draftAbout }: Props) {
  const [focus, setFocus] = useState<Focus | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const draftButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const write = (index: number, key: PartialKey) =>
    onChange((current) =>
      current.map((q, i) =>
        i === index
          ? {
              ...q,
              modelAnswer: key.modelAnswer,
              keyPoints: key.keyPoints.join('\n'),
              misconceptions: key.misconceptions.join('\n'),
            }
          : q,
      ),
    );
  const drafts = useKeyDrafts(draftAbout, write);
  const draftable = questions.some((q) => q.question.trim() !== '' && !hasKey(q));

  // The button that starts drafting becomes the one that cancels it, and back: focus goes with it.
  const drafting = drafts.active;
  const wasDrafting = useRef(drafting);
  useEffect(() => {
    if (wasDrafting.current === drafting) return;
    wasDrafting.current = drafting;
    // The button just pressed is gone: focus was left on the page's body.
    if (document.activeElement === document.body) (drafting ? cancelButton : draftButton).current?.focus();
  }, [drafting]);

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
    onChange((current) => current.map((q, i) => (i === index ? { ...q, [part]: text } : q)));
  const add = () => {
    onChange((current) => [...current, newQuestionDraft()]);
    setFocus({ index: questions.length, target: 'text' });
  };
  const remove = (index: number) => {
    onChange((current) => current.filter((_, i) => i !== index));
    const left = questions.length - 1;
    setFocus(left > 0 ? { index: Math.min(index, left - 1), target: 'text' } : { index: 0, target: 'add' });
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= questions.length) return;
    onChange((current) => {
      const next = [...current];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    });
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
                    disabled={i === 0 || drafting}
                    onClick={() => move(i, -1)}
                    data-focus="up"
                  >
                    <span aria-hidden="true">↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move question ${n} down`}
                    disabled={i === questions.length - 1 || drafting}
                    onClick={() => move(i, 1)}
                    data-focus="down"
                  >
                    <span aria-hidden="true">↓</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={`Remove question ${n}`}
                    disabled={drafting}
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
                drafted={drafts.states[i]}
                onRetry={drafting ? null : () => void drafts.start(questions, i)}
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
        <Button variant="light" ref={addButton} onClick={add} disabled={questions.length >= MAX_QUESTIONS || drafting}>
          Add a question
        </Button>
        {draftAbout && drafting ? (
          <Button variant="default" ref={cancelButton} onClick={drafts.cancel}>
            Cancel drafting
          </Button>
        ) : draftAbout ? (
          <Button
            variant="light"
            ref={draftButton}
            onClick={() => void drafts.start(questions)}
            disabled={!draftable}
            title={draftable ? undefined : 'Every question with text has a key.'}
          >
            Draft answer keys
          </Button>
        ) : null}
      </Group>
      {draftAbout ? (
        <Text size="sm" c="gray.7">
          The AI writes a model answer and key points for each question without a key. Nothing is saved until you save.
        </Text>
      ) : null}
      {drafts.error ? (
        <Text size="sm" c="red.8" role="alert">
          {drafts.error}
        </Text>
      ) : null}
    </Stack>
  );
}
