import type { RatingCount } from '@checkin/contracts';
import { type RatingScale, ratingLabel } from '@checkin/domain';

/** Counts per level of the scale, every level listed; a rating off the scale (the scale changed) gets its own. */
export function distribution(scale: RatingScale, ratings: readonly number[]): RatingCount[] {
  const counts = new Map<number, number>(scale.levels.map((l) => [l.value, 0]));
  for (const r of ratings) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => ({ value, label: ratingLabel(scale, value), count }));
}

export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return round(values.reduce((sum, v) => sum + v, 0) / values.length);
}

/**
 * A rating of one scale placed on another by its position: the lowest level on the lowest, the highest on the
 * highest, the rest in proportion between. On the same scale, the rating itself.
 */
export function placeOnScale(rating: number, from: RatingScale, to: RatingScale): number {
  if (from.id === to.id) return rating;
  const a = bounds(from);
  const b = bounds(to);
  const share = a.max === a.min ? 1 : Math.min(1, Math.max(0, (rating - a.min) / (a.max - a.min)));
  return b.min + share * (b.max - b.min);
}

function bounds(scale: RatingScale): { min: number; max: number } {
  const values = scale.levels.map((l) => l.value);
  return { min: Math.min(...values), max: Math.max(...values) };
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number';
}
