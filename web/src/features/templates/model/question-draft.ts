import type { CustomQuestion } from '@checkin/domain';

/**
 * One of the teacher's own questions with its answer key as typed: key points and misconceptions are kept as the
 * text of their boxes (one per line), and become lists on saving.
 */
export type QuestionDraft = {
  question: string;
  modelAnswer: string;
  keyPoints: string;
  misconceptions: string;
};

export function newQuestionDraft(question = ''): QuestionDraft {
  return { question, modelAnswer: '', keyPoints: '', misconceptions: '' };
}

/** The lines of a box, trimmed, without the empty ones. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A question has a key once its teacher wrote any of it; an empty one is no key at all. */
export function hasKey(draft: QuestionDraft): boolean {
  return Boolean(draft.modelAnswer.trim() || linesOf(draft.keyPoints).length || linesOf(draft.misconceptions).length);
}

export function draftFromQuestion({ question, key }: CustomQuestion): QuestionDraft {
  if (!key) return newQuestionDraft(question);
  return {
    question,
    modelAnswer: key.modelAnswer,
    keyPoints: key.keyPoints.join('\n'),
    misconceptions: key.misconceptions.join('\n'),
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
    },
  };
}
