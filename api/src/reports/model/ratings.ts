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

/** A rating as a score from 0 (the scale's lowest level) to 100 (its highest), to compare across scales. */
export function score(scale: RatingScale, rating: number): number {
  const values = scale.levels.map((l) => l.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (max === min) return 100;
  return Math.min(100, Math.max(0, ((rating - min) / (max - min)) * 100));
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number';
}
