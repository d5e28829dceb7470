/** How the built-in rater judges the question banks' model answers, made over in some way (see swapped, plain-keys). */
import type { AnswerKey } from '@checkin/domain';
import type { PlannedQuestion } from '../types.js';
import { assess, STRONG_FROM } from '../rater.js';
import { bankQuestions } from './index.js';
import { share } from './off-question.js';

export type ModelAnswerFigures = {
  /** Bank questions judged. */
  questions: number;
  /** Of their answers, how many are rated strong. */
  strong: number;
  /** Key points looked for, and those said to be shown. */
  points: number;
  shown: number;
};

/**
 * Each bank question's key and model answer made over by `remake` (null: the question is left out), judged and
 * counted.
 */
export function modelAnswerFigures(
  remake: (question: PlannedQuestion, key: AnswerKey) => { key: AnswerKey; answer: string } | null,
): ModelAnswerFigures {
  const figures: ModelAnswerFigures = { questions: 0, strong: 0, points: 0, shown: 0 };
  for (const question of bankQuestions()) {
    const made = question.key && remake(question, question.key);
    if (!made) continue;
    const judged = assess(question.text, made.key, made.answer);
    figures.questions++;
    if (judged.score + 1e-9 >= STRONG_FROM) figures.strong++;
    figures.points += judged.keyPoints.length;
    figures.shown += judged.shown.length;
  }
  return figures;
}

/** The figures as eval:grading prints them, under a title saying what was judged. */
export function formatModelAnswers(title: string, f: ModelAnswerFigures): string {
  return [
    `question banks: ${title}`,
    `  ${f.questions} questions; rated strong ${share(f.strong, f.questions)}; points shown ${share(f.shown, f.points)}`,
  ].join('\n');
}
