import type { CustomQuestion } from '@checkin/domain';

/**
 * One of the teacher's own questions with its answer key as typed: key points, misconceptions and marked answers
 * are kept as the text of their boxes (one per line), and become lists on saving.
 */
export type QuestionDraft = {
  question: string;
  modelAnswer: string;
  keyPoints: string;
  misconceptions: string;
  markedRight: string;
  markedWrong: string;
};

export function newQuestionDraft(question = ''): QuestionDraft {
  return { question, modelAnswer: '', keyPoints: '', misconceptions: '', markedRight: '', markedWrong: '' };
}

/** The lines of a box, trimmed, without the empty ones. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const LIST_PARTS = ['keyPoints', 'misconceptions', 'markedRight', 'markedWrong'] as const;

/** A question has a key once its teacher wrote any of it; an empty one is no key at all. */
export function hasKey(draft: QuestionDraft): boolean {
  return Boolean(draft.modelAnswer.trim() || LIST_PARTS.some((part) => linesOf(draft[part]).length > 0));
}

export function draftFromQuestion({ question, key }: CustomQuestion): QuestionDraft {
  if (!key) return newQuestionDraft(question);
  return {
    question,
    modelAnswer: key.modelAnswer,
    keyPoints: key.keyPoints.join('\n'),
    misconceptions: key.misconceptions.join('\n'),
    markedRight: (key.markedRight ?? []).join('\n'),
    markedWrong: (key.markedWrong ?? []).join('\n'),
  };
}

/** The question as the API takes it; `key` is null when the teacher wrote none. */
export function questionFromDraft(draft: QuestionDraft): CustomQuestion {
  const question = draft.question.trim();
  if (!hasKey(draft)) return { question, key: null };
  return {
    question,
    key: {
      modelAnswer: draft.modelAnswer.trim(),
      keyPoints: linesOf(draft.keyPoints),
      misconceptions: linesOf(draft.misconceptions),
      // a key with none marked says nothing of them, as keys written before they existed
      ...(linesOf(draft.markedRight).length ? { markedRight: linesOf(draft.markedRight) } : {}),
      ...(linesOf(draft.markedWrong).length ? { markedWrong: linesOf(draft.markedWrong) } : {}),
    },
  };
}
