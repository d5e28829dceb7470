import type { AnswerKey } from '@checkin/domain';
import { grade } from '../grade.js';
import type { MarkedAnswer } from '../marked.js';
import { weights } from '../weights.js';
import type { Label2, Label3 } from './metrics.js';

/**
 * What a rater is shown: one answer to one question, with the question's reference answers and, when the evaluation
 * has them, other students' answers to it marked right or wrong.
 */
export type RaterItem = { question: string; referenceAnswers: string[]; marked: MarkedAnswer[]; answer: string };
export type RaterVerdict = { label2: Label2; label3: Label3 };
/** Anything that labels answers: the offline rater below, or a model behind an API. */
export type Rater = (item: RaterItem) => Promise<RaterVerdict>;

/** The key a teacher would write from an item: the first reference answer as the model answer, no key points. */
export function itemKey(item: RaterItem): AnswerKey {
  return {
    modelAnswer: item.referenceAnswers[0] ?? '',
    keyPoints: [],
    misconceptions: [],
    markedRight: item.marked.filter((m) => m.right).map((m) => m.text),
    markedWrong: item.marked.filter((m) => !m.right).map((m) => m.text),
  };
}

/** The offline rater: grade() with the item's key. */
export const offlineRater: Rater = async (item) => {
  const g = grade({ question: item.question, key: itemKey(item), answer: item.answer });
  const label2: Label2 = g.kind === 'answered' && g.score >= weights.twoWay.threshold ? 'correct' : 'incorrect';
  return { label2, label3: g.kind === 'answered' ? g.label3 : 'incorrect' };
};
