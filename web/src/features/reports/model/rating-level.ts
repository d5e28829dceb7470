import type { RatingScale } from '@checkin/domain';
import { levelIndex } from '../../../ui/level-colours';

export function scaleBounds(scale: RatingScale): { min: number; max: number } {
  const values = scale.levels.map((l) => l.value);
  return { min: Math.min(...values), max: Math.max(...values) };
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

/** "2.5 of 4": a rating, or an average of ratings, on its scale. */
export function ofScale(scale: RatingScale, value: number | null): string {
  return value === null ? '—' : `${formatNumber(value)} of ${scaleBounds(scale).max}`;
}

/**
 * An average beside the colour of the level nearest to it, with that level's name: "2.6 of 4 · near Proficient".
 */
export function averageText(scale: RatingScale, value: number | null): string {
  const nearest = levelIndex(scale, value);
  if (value === null || nearest === null) return '—';
  return `${ofScale(scale, value)} · near ${scale.levels[nearest]!.label}`;
}

/** "Proficient · 3 of 4". */
export function ratingText(scale: RatingScale, value: number, label?: string | null): string {
  return `${label ?? labelOf(scale, value)} · ${value} of ${scaleBounds(scale).max}`;
}

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
export const formatNumber = (value: number | null) => (value === null ? '—' : number.format(value));
