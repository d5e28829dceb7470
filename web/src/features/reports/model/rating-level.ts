import type { RatingScale } from '@checkin/domain';

/** Where a rating sits on its scale: low, middle or high; the colour of its cell, never its only sign. */
export type RatingLevel = 'low' | 'middle' | 'high' | 'none';

export function scaleBounds(scale: RatingScale): { min: number; max: number } {
  const values = scale.levels.map((l) => l.value);
  return { min: Math.min(...values), max: Math.max(...values) };
}

export function ratingLevel(scale: RatingScale, value: number | null): RatingLevel {
  if (value === null) return 'none';
  const { min, max } = scaleBounds(scale);
  if (max === min) return 'high';
  const share = (value - min) / (max - min);
  return share < 0.3 ? 'low' : share < 0.7 ? 'middle' : 'high';
}

/** A score from 0 to 100 (the overall report's unit) on the same three bands. */
export function scoreLevel(score: number | null): RatingLevel {
  if (score === null) return 'none';
  return score < 30 ? 'low' : score < 70 ? 'middle' : 'high';
}

export function labelOf(scale: RatingScale, value: number): string {
  return scale.levels.find((l) => l.value === value)?.label ?? String(value);
}

/**
 * An answer the examiner judged but could not rate (no answer key): no rating, and a reason. With neither, its
 * rating is still to come.
 */
export function isNotRated(answer: { aiRating: number | null; explanation: string | null }): boolean {
  return answer.aiRating === null && answer.explanation !== null;
}

/** "Proficient · 3 of 4". */
export function ratingText(scale: RatingScale, value: number, label?: string | null): string {
  return `${label ?? labelOf(scale, value)} · ${value} of ${scaleBounds(scale).max}`;
}

/** The state of spec §4 (and Abandoned: left before the end, closed for want of answers) in the teacher's words. */
export const STATE_LABELS = {
  Created: 'Not started',
  Started: 'In progress',
  Completed: 'Finished',
  Rated: 'Finished',
  Canceled: 'Ended',
  Abandoned: 'Abandoned',
} as const;

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
export const formatNumber = (value: number | null) => (value === null ? '—' : number.format(value));
