import type { AnswerKey, GradeBand } from '@checkin/domain';

/**
 * A question as asked in one CheckIn: the teacher's own, a preset topic's bank question, or one of the examiner's
 * open questions for a topic it has no bank for. Only a question with an answer key is rated.
 */
export type PlannedQuestion = {
  source: 'custom' | 'bank' | 'open';
  text: string;
  key: AnswerKey | null;
  /** A hint for a follow-up on a thin answer, or null for the examiner's general one. */
  followUp: string | null;
};

export type TopicBank = Record<GradeBand, PlannedQuestion[]>;

/**
 * A bank question as an answer key: each key point is named first, then the other wordings that show it
 * ("drying up / dry / evaporat"); the example answer is the model answer.
 */
export function q(
  text: string,
  points: Record<string, string[]>,
  modelAnswer: string,
  followUp?: string,
): PlannedQuestion {
  const keyPoints = Object.entries(points).map(([name, wordings]) => [name, ...wordings].join(' / '));
  return { source: 'bank', text, key: { modelAnswer, keyPoints, misconceptions: [] }, followUp: followUp ?? null };
}
