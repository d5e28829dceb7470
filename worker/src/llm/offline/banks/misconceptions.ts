/**
 * How the built-in rater meets misconceptions a teacher writes in the key's own words: for each bank question whose
 * key sets things against each other, its key points about one of them with the things swapped ("carnivores eat
 * plants" of "herbivores eat plants") are the key's misconceptions. The model answer says none of them, though it
 * uses every word of theirs; the model answer with the things swapped says them. A rater that reads what is said of
 * what flags the second and not the first; one that counts words flags both.
 */
import { keyPointName } from '@checkin/domain';
import { termsSetAgainst } from '@checkin/grading';
import { assess } from '../rater.js';
import { bankQuestions } from './index.js';
import { share } from './off-question.js';
import { swapTerms } from './swapped.js';

export type MisconceptionFigures = {
  /** Bank questions whose key points, swapped, make misconceptions. */
  questions: number;
  misconceptions: number;
  /** Model answers, and model answers with the things swapped, said to show one of them or more. */
  rightFlagged: number;
  swappedFlagged: number;
};

/** The key's points with the things its question sets against each other swapped, but those the swap leaves alone. */
export function swappedPoints(keyPoints: string[], terms: string[]): string[] {
  const names = keyPoints.map(keyPointName);
  return [...new Set(names.map((n) => swapTerms(n, terms)).filter((n, i) => n !== names[i]))];
}

export function misconceptionFigures(): MisconceptionFigures {
  const figures: MisconceptionFigures = { questions: 0, misconceptions: 0, rightFlagged: 0, swappedFlagged: 0 };
  for (const question of bankQuestions()) {
    if (!question.key) continue;
    const terms = termsSetAgainst(question.text, question.key);
    const misconceptions = terms.length < 2 ? [] : swappedPoints(question.key.keyPoints, terms);
    if (!misconceptions.length) continue;
    const key = { ...question.key, misconceptions };
    const flagged = (answer: string) =>
      assess(question.text, key, answer).wrong.some((w) => misconceptions.includes(w));
    figures.questions++;
    figures.misconceptions += misconceptions.length;
    if (flagged(key.modelAnswer)) figures.rightFlagged++;
    if (flagged(swapTerms(key.modelAnswer, terms))) figures.swappedFlagged++;
  }
  return figures;
}

export const formatMisconceptions = (f: MisconceptionFigures) =>
  [
    'question banks: keys with their points about one thing swapped for another as misconceptions',
    `  ${f.questions} questions, ${f.misconceptions} misconceptions; model answers said to show one ${share(f.rightFlagged, f.questions)}; model answers with the things swapped ${share(f.swappedFlagged, f.questions)}`,
  ].join('\n');
