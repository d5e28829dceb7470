import { Badge } from '@mantine/core';
import type { RatingScale } from '@checkin/domain';

/** Where a rating sits on its scale, from 0 (lowest level) to 1 (highest). */
export function ratingShare(scale: RatingScale | null, value: number): number | null {
  const values = scale?.levels.map((level) => level.value) ?? [];
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return max === min ? null : (value - min) / (max - min);
}

function colorOf(share: number | null): string {
  if (share === null) return 'gray';
  if (share < 0.34) return 'red';
  if (share < 0.67) return 'yellow';
  return 'green';
}

/**
 * "Proficient · 3 of 4", its background tinted from red (lowest) to green (highest); the words carry the meaning
 * too. The words are near-black: the tints' own text shades (yellow above all) are too faint to read (4.5:1).
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
  const share = value === null ? null : ratingShare(scale, value);
  return (
    <Badge
      color={colorOf(share)}
      variant="light"
      size="lg"
      radius="sm"
      c="gray.9"
      data-testid="rating-badge"
      data-level={share === null ? undefined : share < 0.34 ? 'low' : share < 0.67 ? 'middle' : 'high'}
      styles={{ label: { textTransform: 'none' } }}
    >
      {label}
      {value !== null ? ` · ${value}${max !== null ? ` of ${max}` : ''}` : ''}
    </Badge>
  );
}
