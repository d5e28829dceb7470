/**
 * How the built-in rater meets answers to another question: each bank question's key against the model answers of
 * the other questions of its topic and grade band. They are the hardest wrong answers it meets (the topic's own
 * words, written well), so a rater that reads what is said finds few of the key's points in them and rates few of
 * them strong; one that counts the topic's words does not.
 */
import type { GradeBand } from '@checkin/domain';
import { assess, STRONG_FROM } from '../rater.js';
import { BANKS } from './index.js';

export type OffQuestionFigures = { topic: string; band: GradeBand } & OffQuestionCounts;

export type OffQuestionCounts = {
  /** Answers judged: each question's key against each other question's model answer. */
  answers: number;
  /** Of them, rated strong (a score the top levels of a scale take). */
  strong: number;
  /** Key points looked for, those the judgements said the answer showed, and those it said the answer contradicted. */
  points: number;
  shown: number;
  contradicted: number;
};

const NONE: OffQuestionCounts = { answers: 0, strong: 0, points: 0, shown: 0, contradicted: 0 };

/** The counts of all the figures together. */
export function totalOf(figures: OffQuestionCounts[]): OffQuestionCounts {
  const total = { ...NONE };
  for (const f of figures) for (const k of Object.keys(NONE) as (keyof OffQuestionCounts)[]) total[k] += f[k];
  return total;
}

export function offQuestionFigures(): OffQuestionFigures[] {
  return Object.entries(BANKS).flatMap(([topic, bank]) =>
    (Object.entries(bank) as [GradeBand, (typeof bank)[GradeBand]][]).map(([band, questions]) => {
      const figures: OffQuestionFigures = { topic, band, ...NONE };
      for (const question of questions) {
        for (const other of questions) {
          if (other === question || !question.key || !other.key) continue;
          const judged = assess(question.text, question.key, other.key.modelAnswer);
          figures.answers++;
          if (judged.score + 1e-9 >= STRONG_FROM) figures.strong++;
          figures.points += judged.keyPoints.length;
          figures.shown += judged.shown.length;
          figures.contradicted += judged.keyPoints.filter((p) => p.verdict === 'contradicted').length;
        }
      }
      return figures;
    }),
  );
}

/** A part of a whole as a percentage, as the bank figures print it. */
export const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

/** The figures as eval:grading prints them: one line per topic and band, then the whole. */
export function formatOffQuestion(figures: OffQuestionFigures[]): string {
  const row = (name: string, f: OffQuestionCounts) =>
    [
      `  ${name.padEnd(34)}`,
      String(f.answers).padStart(7),
      share(f.strong, f.answers).padStart(13),
      share(f.shown, f.points).padStart(13),
      share(f.contradicted, f.points).padStart(13),
    ].join(' ');
  return [
    "question banks: each question's key against the other questions' model answers of its topic and grade band",
    [
      `  ${''.padEnd(34)}`,
      'answers'.padStart(7),
      'rated strong'.padStart(13),
      'points shown'.padStart(13),
      'contradicted'.padStart(13),
    ].join(' '),
    ...figures.map((f) => row(`${f.topic} ${f.band}`, f)),
    row('all', totalOf(figures)),
  ].join('\n');
}
