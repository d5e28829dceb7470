import type { RatingScale } from '@checkin/domain';
import type { CSSProperties } from 'react';

/**
 * The colour of each level of a rating scale, from one place: the Okabe-Ito palette, which people with every
 * common colour-vision deficiency tell apart, ordered from warm (the lowest level) to blue (the highest). The
 * level's label is always written beside its colour; the colour is never the only sign.
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

const { vermillion, orange, yellow, skyBlue, bluishGreen, blue, reddishPurple } = OKABE_ITO;

/** The colours of a scale of n levels, lowest first: each level its own colour, up to seven levels. */
const BY_COUNT: readonly (readonly string[])[] = [
  [],
  [blue],
  [vermillion, blue],
  [vermillion, orange, blue],
  [vermillion, orange, skyBlue, blue],
  [vermillion, orange, yellow, skyBlue, blue],
  [vermillion, orange, yellow, skyBlue, bluishGreen, blue],
  [reddishPurple, vermillion, orange, yellow, skyBlue, bluishGreen, blue],
];

export type LevelColour = {
  /** The level's colour: bars, legend keys, the edge of a cell. */
  bar: string;
  /** Text written on the bar colour: black or white, whichever reads better (at least 4.5:1 on this palette). */
  onBar: string;
  /** A light tint of the colour, for a cell that holds dark text. */
  tint: string;
};

/** The colours of every level of the scale, lowest first. */
export function scaleColours(scale: RatingScale): LevelColour[] {
  const n = scale.levels.length;
  const palette = BY_COUNT[Math.min(n, BY_COUNT.length - 1)]!;
  // Past seven levels colours repeat, spread over the scale; the labels beside them still tell levels apart.
  return scale.levels.map((_, i) => colourOf(palette[Math.round((i * (palette.length - 1)) / Math.max(n - 1, 1))]!));
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

/** What a reports element says of a rating's level: `data-level` (its value, or "none") and its colours. */
export function levelProps(scale: RatingScale, value: number | null): { 'data-level': string; style?: CSSProperties } {
  const i = levelIndex(scale, value);
  if (i === null) return { 'data-level': 'none' };
  const c = scaleColours(scale)[i]!;
  return {
    'data-level': String(scale.levels[i]!.value),
    style: { '--level-bar': c.bar, '--level-on-bar': c.onBar, '--level-tint': c.tint } as CSSProperties,
  };
}

function colourOf(hex: string): LevelColour {
  return {
    bar: hex,
    onBar: contrast(hex, '#000000') >= contrast(hex, '#ffffff') ? '#000000' : '#ffffff',
    tint: mix(hex, 0.2),
  };
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** The colour `share` of the way from white. */
function mix(hex: string, share: number): string {
  const c = channels(hex).map((v) => Math.round(255 + (v - 255) * share));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}
