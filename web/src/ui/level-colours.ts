import type { RatingScale } from '@checkin/domain';
import type { CSSProperties } from 'react';

/**
 * The colour of each level of a rating scale, for the student and the teacher alike: the Okabe-Ito palette, which
 * people with every common colour-vision deficiency tell apart, ordered from warm (the lowest level) to blue (the
 * highest). The level's label is always written beside its colour; the colour is never the only sign.
 */
export const OKABE_ITO = {
  vermillion: '#D55E00',
  orange: '#E69F00',
  yellow: '#F0E442',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  blue: '#0072B2',
  reddishPurple: '#CC79A7',
} as const;

type Hue = keyof typeof OKABE_ITO;

export type LevelColour = {
  /** The level's colour: bars, legend keys, the edge of a cell or a badge. */
  bar: string;
  /** Text written on the bar colour: black or white, whichever reads better (at least 4.5:1). */
  onBar: string;
  /** A light tint of the colour (a fifth of it, on white), for a cell or a badge that holds dark text. */
  tint: string;
};

/**
 * Each colour with what goes on it, worked out once so that no contrast sums ship to the student's page; the test
 * beside this file does the sums again and fails if a colour here drifts from them.
 */
const COLOURS: Record<Hue, LevelColour> = {
  vermillion: { bar: OKABE_ITO.vermillion, onBar: '#000000', tint: '#f7dfcc' },
  orange: { bar: OKABE_ITO.orange, onBar: '#000000', tint: '#faeccc' },
  yellow: { bar: OKABE_ITO.yellow, onBar: '#000000', tint: '#fcfad9' },
  skyBlue: { bar: OKABE_ITO.skyBlue, onBar: '#000000', tint: '#ddf0fb' },
  bluishGreen: { bar: OKABE_ITO.bluishGreen, onBar: '#000000', tint: '#ccece3' },
  blue: { bar: OKABE_ITO.blue, onBar: '#ffffff', tint: '#cce3f0' },
  reddishPurple: { bar: OKABE_ITO.reddishPurple, onBar: '#000000', tint: '#f5e4ed' },
};

/** The colours of a scale of n levels, lowest first: each level its own colour, up to seven levels. */
const BY_COUNT: readonly (readonly Hue[])[] = [
  [],
  ['blue'],
  ['vermillion', 'blue'],
  ['vermillion', 'orange', 'blue'],
  ['vermillion', 'orange', 'skyBlue', 'blue'],
  ['vermillion', 'orange', 'yellow', 'skyBlue', 'blue'],
  ['vermillion', 'orange', 'yellow', 'skyBlue', 'bluishGreen', 'blue'],
  ['reddishPurple', 'vermillion', 'orange', 'yellow', 'skyBlue', 'bluishGreen', 'blue'],
];

/** The colours of every level of the scale, lowest first. */
export function scaleColours(scale: RatingScale): LevelColour[] {
  const n = scale.levels.length;
  const palette = BY_COUNT[Math.min(n, BY_COUNT.length - 1)]!;
  // Past seven levels colours repeat, spread over the scale; the labels beside them still tell levels apart.
  return scale.levels.map((_, i) => COLOURS[palette[Math.round((i * (palette.length - 1)) / Math.max(n - 1, 1))]!]);
}

/** The index of the level a rating falls on (an average: the nearest level), or null for no rating. */
export function levelIndex(scale: RatingScale, value: number | null): number | null {
  if (value === null || scale.levels.length === 0) return null;
  let best = 0;
  // Halfway between two levels counts as the higher, as rounding does.
  scale.levels.forEach((l, i) => {
    if (Math.abs(l.value - value) <= Math.abs(scale.levels[best]!.value - value)) best = i;
  });
  return best;
}

/**
 * What an element says of a rating's level: `data-level` (its value, or "none") and its colours as the custom
 * properties `--level-bar`, `--level-on-bar` and `--level-tint`, which its stylesheet paints with.
 */
export function levelProps(scale: RatingScale, value: number | null): { 'data-level': string; style?: CSSProperties } {
  const i = levelIndex(scale, value);
  if (i === null) return { 'data-level': 'none' };
  const c = scaleColours(scale)[i]!;
  return {
    'data-level': String(scale.levels[i]!.value),
    style: { '--level-bar': c.bar, '--level-on-bar': c.onBar, '--level-tint': c.tint } as CSSProperties,
  };
}
