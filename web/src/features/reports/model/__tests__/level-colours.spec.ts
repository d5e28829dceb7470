import { DEFAULT_RATING_SCALES, type RatingScale } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { OKABE_ITO, contrast, levelIndex, levelProps, scaleColours } from '../level-colours';
import { plural } from '../plural';
import { questionLabel } from '../question-label';
import { averageText } from '../rating-level';

const scale = (id: string) => DEFAULT_RATING_SCALES.find((s) => s.id === id)!;
const sized = (n: number): RatingScale => ({
  id: `n${n}`,
  name: `${n} levels`,
  levels: Array.from({ length: n }, (_, i) => ({ value: i + 1, label: `L${i + 1}`, description: '' })),
});

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

  it('writes text on each colour, and puts dark text on each tint, at 4.5:1 or more', () => {
    for (const n of [3, 4, 5, 7]) {
      for (const c of scaleColours(sized(n))) {
        expect(contrast(c.bar, c.onBar)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.tint, '#1f2933')).toBeGreaterThanOrEqual(4.5);
      }
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
    expect(averageText(four, 2.6)).toBe('2.6 of 4 · near Proficient');
    expect(averageText(scale('three-level'), null)).toBe('—');
  });
});

describe('words in reports', () => {
  it('counts in the singular for one, the plural otherwise', () => {
    expect(plural(1, 'student')).toBe('1 student');
    expect(plural(0, 'student')).toBe('0 students');
    expect(plural(2, 'session')).toBe('2 sessions');
    expect(plural(1, 'check-in was', 'check-ins were')).toBe('1 check-in was');
  });

  it('labels a question with its own text, or its number alone when there is no record of it', () => {
    expect(questionLabel(0, 'Why does it rain?')).toBe('Question 1: Why does it rain?');
    expect(questionLabel(2, null)).toBe('Question 3');
    expect(questionLabel(0, 'A very long question indeed', 10)).toBe('Question 1: A very lo…');
  });
});
