import { basename } from 'node:path';
import { baselineScores, type Baselines } from './baselines.js';
import type { GradedQuestion } from './data.js';
import { accuracy, LABELS2, LABELS3, macroF1, type Label2, type Label3 } from './metrics.js';
import type { Rater } from './rater.js';
import type { MarkedAnswer } from '../marked.js';

export type FileReport = {
  file: string;
  /** Which rater: `offline`, or `model` when one is configured. */
  rater: string;
  /** Where the keys' marked answers came from and how many of each mark a key held at most; null: key only. */
  marked: { from: string; perKind: number } | null;
  n: number;
  accuracy2: number;
  macroF1_2: number;
  accuracy3: number;
  macroF1_3: number;
  msPerAnswer: number;
} & Partial<ReturnType<typeof baselineScores>>;

const r4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** Marked answers for some questions, by question id, and where they came from. */
export type MarkedSource = { from: string; perKind: number; byQuestion: Map<string, MarkedAnswer[]> };

/**
 * Rates every answer of one file with `rater` and scores it against the gold labels (and the baselines, if fitted).
 * With `marked`, each question's key holds the marked answers found for it.
 */
export async function evaluate(
  file: string,
  questions: GradedQuestion[],
  { name, rater }: { name: string; rater: Rater },
  baselines: Baselines | null,
  marked: MarkedSource | null = null,
): Promise<FileReport> {
  const gold2: Label2[] = [],
    gold3: Label3[] = [],
    pred2: Label2[] = [],
    pred3: Label3[] = [];
  const t0 = performance.now();
  for (const q of questions) {
    for (const a of q.answers) {
      const v = await rater({
        question: q.question,
        referenceAnswers: q.referenceAnswers,
        marked: marked?.byQuestion.get(q.questionId) ?? [],
        answer: a.text,
      });
      gold2.push(a.label2);
      gold3.push(a.label3);
      pred2.push(v.label2);
      pred3.push(v.label3);
    }
  }
  const ms = (performance.now() - t0) / Math.max(1, gold2.length);
  return {
    file: basename(file),
    rater: name,
    marked: marked ? { from: marked.from, perKind: marked.perKind } : null,
    n: gold2.length,
    accuracy2: r4(accuracy(gold2, pred2)),
    macroF1_2: r4(macroF1(gold2, pred2, LABELS2)),
    accuracy3: r4(accuracy(gold3, pred3)),
    macroF1_3: r4(macroF1(gold3, pred3, LABELS3)),
    msPerAnswer: Math.round(ms * 1000) / 1000,
    ...(baselines ? baselineScores(baselines, questions) : {}),
  };
}

/** Targets, shown beside the figures (not asserted). */
export const TARGETS = { accuracy2: 0.75, macroF1_3: 0.55 };

/** A few human-readable lines for one file. */
export function formatReport(r: FileReport): string {
  const f = (v: number | undefined) => (v === undefined ? '   -  ' : v.toFixed(3));
  const mark = (v: number, t: number) => (v >= t ? 'met' : 'not met');
  return [
    `${r.file} (${r.rater} rater, ${r.marked ? `keys with up to ${r.marked.perKind} answers of each mark from ${r.marked.from}` : 'key only'}): n=${r.n}, ${r.msPerAnswer} ms/answer`,
    `                 2-way acc  2-way F1   3-way acc  3-way F1`,
    `  rater          ${f(r.accuracy2)}      ${f(r.macroF1_2)}      ${f(r.accuracy3)}      ${f(r.macroF1_3)}`,
    `  majority       ${f(r.majorityAccuracy2)}      ${f(r.majorityMacroF1_2)}      ${f(r.majorityAccuracy3)}      ${f(r.majorityMacroF1_3)}`,
    `  word overlap   ${f(r.overlapAccuracy2)}      ${f(r.overlapMacroF1_2)}      ${f(r.overlapAccuracy3)}      ${f(r.overlapMacroF1_3)}`,
    `  targets: 2-way accuracy >= ${TARGETS.accuracy2} (${mark(r.accuracy2, TARGETS.accuracy2)}), 3-way macro-F1 >= ${TARGETS.macroF1_3} (${mark(r.macroF1_3, TARGETS.macroF1_3)})`,
  ].join('\n');
}
