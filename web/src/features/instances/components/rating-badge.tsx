import { Badge } from '@mantine/core';
import type { RatingScale } from '@checkin/domain';
import { levelProps } from '../../../ui/level-colours';

/** A rated badge in its level's colours (ui/level-colours.ts custom properties): the tint behind, the colour around. */
const LEVEL_LOOK = { background: 'var(--level-tint)', border: '2px solid var(--level-bar)' };

/**
 * "Proficient · 3 of 4", in the colour of its level: the same colour the reports and the student's results give
 * it, and the words say the level too. The words are near-black, readable on every level's tint.
 * No value: "Not rated" (the label says it), in grey.
 */
export function RatingBadge({
  label,
  value,
  scale,
}: {
  label: string;
  value: number | null;
  scale: RatingScale | null;
}) {
  const max = scale ? Math.max(...scale.levels.map((level) => level.value)) : null;
  const level = scale ? levelProps(scale, value) : { 'data-level': 'none' };
  const rated = level['data-level'] !== 'none';
  return (
    <Badge
      color="gray"
      variant="light"
      size="lg"
      radius="sm"
      c="gray.9"
      data-testid="rating-badge"
      {...level}
      styles={{ root: rated ? LEVEL_LOOK : undefined, label: { textTransform: 'none' } }}
    >
      {label}
      {value !== null ? ` · ${value}${max !== null ? ` of ${max}` : ''}` : ''}
    </Badge>
  );
}
