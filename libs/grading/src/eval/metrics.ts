/** Agreement of predicted labels with gold labels. */
export function accuracy<L>(gold: L[], predicted: L[]): number {
  if (!gold.length) return 0;
  let ok = 0;
  gold.forEach((g, i) => (ok += g === predicted[i] ? 1 : 0));
  return ok / gold.length;
}

/** Unweighted mean over `labels` of each label's F1 (a label never gold nor predicted scores 0). */
export function macroF1<L>(gold: L[], predicted: L[], labels: readonly L[]): number {
  if (!labels.length) return 0;
  let sum = 0;
  for (const l of labels) {
    let tp = 0,
      fp = 0,
      fn = 0;
    gold.forEach((g, i) => {
      const p = predicted[i];
      if (p === l && g === l) tp++;
      else if (p === l) fp++;
      else if (g === l) fn++;
    });
    sum += tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  return sum / labels.length;
}

export const LABELS2 = ['correct', 'incorrect'] as const;
export const LABELS3 = ['correct', 'incorrect', 'contradictory'] as const;
export type Label2 = (typeof LABELS2)[number];
export type Label3 = (typeof LABELS3)[number];
