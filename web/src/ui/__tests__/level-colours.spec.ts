import { DEFAULT_RATING_SCALES, type RatingScale } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { OKABE_ITO, levelIndex, levelProps, scaleColours } from '../level-colours';

const scale = (id: string) => DEFAULT_RATING_SCALES.find((s) => s.id === id)!;
const sized = (n: number): RatingScale => ({
  id: `n${n}`,
  name: `${n} levels`,
  levels: Array.from({ length: n }, (_, i) => ({ value: i + 1, label: `L${i + 1}`, description: '' })),
});
/** The darkest text the pages write on a tint (the reports' and the student's). */
const DARK_TEXT = '#1f2933';

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

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

const everyColour = () => [1, 2, 3, 4, 5, 6, 7].flatMap((n) => scaleColours(sized(n)));

describe('the colours of a rating scale', () => {
  it('gives each level of every scale its own colour, from the colour-blind-safe palette', () => {
    const palette = Object.values(OKABE_ITO) as string[];
    for (let n = 1; n <= 7; n++) {
      const bars = scaleColours(sized(n)).map((c) => c.bar);
      expect(new Set(bars).size).toBe(n);
      expect(bars.every((b) => palette.includes(b))).toBe(true);
    }
    const four = scaleColours(scale('four-level')).map((c) => c.bar);
    // Developing and Proficient, once one amber, now apart.
    expect(four).toEqual([OKABE_ITO.vermillion, OKABE_ITO.orange, OKABE_ITO.skyBlue, OKABE_ITO.blue]);
  });

  it('uses all seven colours of the palette', () => {
    expect(new Set(everyColour().map((c) => c.bar))).toEqual(new Set(Object.values(OKABE_ITO)));
  });

  it('writes on each colour in black or white, whichever reads better, at 4.5:1 or more', () => {
    for (const c of everyColour()) {
      const better = contrast(c.bar, '#000000') >= contrast(c.bar, '#ffffff') ? '#000000' : '#ffffff';
      expect(c.onBar).toBe(better);
      expect(contrast(c.bar, c.onBar)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('tints each colour a fifth of the way from white, and dark text reads on it at 4.5:1 or more', () => {
    for (const c of everyColour()) {
      expect(c.tint).toBe(mix(c.bar, 0.2));
      expect(contrast(c.tint, DARK_TEXT)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('places a rating or an average on its nearest level, and no rating on none', () => {
    const four = scale('four-level');
    expect(levelIndex(four, 3)).toBe(2);
    expect(levelIndex(four, 2.4)).toBe(1);
    expect(levelIndex(four, 2.5)).toBe(2);
    expect(levelIndex(four, null)).toBeNull();
    expect(levelProps(four, null)).toEqual({ 'data-level': 'none' });
    expect(levelProps(four, 2)).toMatchObject({ 'data-level': '2', style: { '--level-bar': OKABE_ITO.orange } });
  });
});
