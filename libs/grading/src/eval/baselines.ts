import { analyse } from '../text.js';
import type { GradedQuestion } from './data.js';
import { accuracy, LABELS3, macroF1, type Label2, type Label3 } from './metrics.js';

/** The comparison points: the majority class of train, and a plain content-word-recall rule tuned on train. */
export type Baselines = { majority2: Label2; majority3: Label3; overlapThreshold2: number; overlapThreshold3: number };

/** Share of the reference's content words (by stem) that the answer uses: no synonyms, no question demotion. */
export function wordOverlap(reference: string, answer: string): number {
  const ref = new Set(analyse(reference).content.map((t) => t.stem));
  if (!ref.size) return 0;
  const ans = new Set(analyse(answer).content.map((t) => t.stem));
  return [...ref].filter((s) => ans.has(s)).length / ref.size;
}

function majority<L extends string>(labels: L[]): L {
  const counts = new Map<L, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

const overlapLabel = (overlap: number, t: number) => (overlap >= t ? 'correct' : 'incorrect');

/** Fits both baselines on train: the overlap threshold by 2-way accuracy and by 3-way macro-F1. */
export function fitBaselines(train: GradedQuestion[]): Baselines {
  const rows = train.flatMap((q) =>
    q.answers.map((a) => ({ a, overlap: wordOverlap(q.referenceAnswers[0] ?? '', a.text) })),
  );
  const gold2 = rows.map((r) => r.a.label2);
  const gold3 = rows.map((r) => r.a.label3);
  let best2 = { t: 0.5, v: -1 };
  let best3 = { t: 0.5, v: -1 };
  for (let t = 0.05; t < 1; t += 0.05) {
    const th = Math.round(t * 100) / 100;
    const pred = rows.map((r) => overlapLabel(r.overlap, th));
    const a = accuracy(gold2, pred);
    const f = macroF1<Label3>(gold3, pred, LABELS3);
    if (a > best2.v) best2 = { t: th, v: a };
    if (f > best3.v) best3 = { t: th, v: f };
  }
  return {
    majority2: majority(gold2),
    majority3: majority(gold3),
    overlapThreshold2: best2.t,
    overlapThreshold3: best3.t,
  };
}

/** Scores of both baselines on one file. */
export function baselineScores(b: Baselines, questions: GradedQuestion[]) {
  const rows = questions.flatMap((q) =>
    q.answers.map((a) => ({ a, overlap: wordOverlap(q.referenceAnswers[0] ?? '', a.text) })),
  );
  const gold2 = rows.map((r) => r.a.label2);
  const gold3 = rows.map((r) => r.a.label3);
  const over2 = rows.map((r) => overlapLabel(r.overlap, b.overlapThreshold2));
  const over3 = rows.map((r) => overlapLabel(r.overlap, b.overlapThreshold3) as Label3);
  const r4 = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    majorityAccuracy2: r4(
      accuracy(
        gold2,
        gold2.map(() => b.majority2),
      ),
    ),
    majorityMacroF1_2: r4(
      macroF1(
        gold2,
        gold2.map(() => b.majority2),
        ['correct', 'incorrect'],
      ),
    ),
    majorityAccuracy3: r4(
      accuracy(
        gold3,
        gold3.map(() => b.majority3),
      ),
    ),
    majorityMacroF1_3: r4(
      macroF1(
        gold3,
        gold3.map(() => b.majority3),
        LABELS3,
      ),
    ),
    overlapAccuracy2: r4(accuracy(gold2, over2)),
    overlapMacroF1_2: r4(macroF1(gold2, over2, ['correct', 'incorrect'])),
    overlapAccuracy3: r4(accuracy(gold3, over3)),
    overlapMacroF1_3: r4(macroF1(gold3, over3, LABELS3)),
  };
}
