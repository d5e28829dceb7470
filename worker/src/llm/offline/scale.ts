/** Mapping a 0-1 score onto a teacher's rating scale, honouring how strict the CheckIn is. */
import type { RatingLevel, RatingScale, RatingScaleLevel } from '@checkin/domain';
import { UnrecoverableAiError } from '../provider.js';

/**
 * level index = floor(score * (levels - 1) + offset). Medium (0.5) rounds to the nearest level; easy (0.8)
 * rounds up sooner, hard (0.2) needs nearly the whole step. A score of 0 is always the lowest level and a
 * full score always the top one, whatever the strictness.
 */
export const STRICTNESS_OFFSET: Record<RatingLevel, number> = { easy: 0.8, medium: 0.5, hard: 0.2 };

export function levelsOf(scale: RatingScale): RatingScaleLevel[] {
  if (scale.levels.length === 0) throw new UnrecoverableAiError(`Rating scale ${scale.id} has no levels`);
  return [...scale.levels].sort((a, b) => a.value - b.value);
}

export function levelIndex(score: number, levelCount: number, strictness: RatingLevel): number {
  if (levelCount <= 1 || !(score > 0)) return 0;
  const offset = STRICTNESS_OFFSET[strictness] ?? STRICTNESS_OFFSET.medium;
  const index = Math.floor(Math.min(1, score) * (levelCount - 1) + offset + 1e-9);
  return Math.max(0, Math.min(levelCount - 1, index));
}

export function levelAt(levels: RatingScaleLevel[], index: number): RatingScaleLevel {
  const level = levels[Math.max(0, Math.min(levels.length - 1, index))];
  if (!level) throw new UnrecoverableAiError('Rating scale has no levels');
  return level;
}
