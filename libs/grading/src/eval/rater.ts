import { grade } from '../grade.js';
import { weights } from '../weights.js';
import type { Label2, Label3 } from './metrics.js';

/** What a rater is shown: one answer to one question, with the question's reference answers. */
export type RaterItem = { question: string; referenceAnswers: string[]; answer: string };
export type RaterVerdict = { label2: Label2; label3: Label3 };
/** Anything that labels answers: the offline rater below, or a model behind an API. */
export type Rater = (item: RaterItem) => Promise<RaterVerdict>;

/** The offline rater: grade() with the first reference answer as the model answer and no key points. */
export const offlineRater: Rater = async (item) => {
  const g = grade({
    question: item.question,
    key: { modelAnswer: item.referenceAnswers[0] ?? '', keyPoints: [], misconceptions: [] },
    answer: item.answer,
  });
  const label2: Label2 = g.kind === 'answered' && g.score >= weights.twoWay.threshold ? 'correct' : 'incorrect';
  return { label2, label3: g.kind === 'answered' ? g.label3 : 'incorrect' };
};
