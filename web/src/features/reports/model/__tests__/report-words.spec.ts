import { DEFAULT_RATING_SCALES } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { plural } from '../plural';
import { questionLabel } from '../question-label';
import { averageText } from '../rating-level';

const scale = (id: string) => DEFAULT_RATING_SCALES.find((s) => s.id === id)!;

describe('words in reports', () => {
  it('counts in the singular for one, the plural otherwise', () => {
    expect(plural(1, 'student')).toBe('1 student');
    expect(plural(0, 'student')).toBe('0 students');
    expect(plural(2, 'session')).toBe('2 sessions');
    expect(plural(1, 'check-in was', 'check-ins were')).toBe('1 check-in was');
  });

  it('says an average beside the name of its nearest level', () => {
    expect(averageText(scale('four-level'), 2.6)).toBe('2.6 of 4 · near Proficient');
    expect(averageText(scale('three-level'), null)).toBe('—');
  });

  it('labels a question with its own text, or its number alone when there is no record of it', () => {
    expect(questionLabel(0, 'Why does it rain?')).toBe('Question 1: Why does it rain?');
    expect(questionLabel(2, null)).toBe('Question 3');
    expect(questionLabel(0, 'A very long question indeed', 10)).toBe('Question 1: A very lo…');
  });
});
