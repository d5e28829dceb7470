import { describe, expect, it } from 'vitest';
import { chartSummary, formatDay, scaleTop } from '../checkins-by-day';

const days = (...counts: number[]) =>
  counts.map((checkins, i) => ({ date: `2026-05-${String(i + 1).padStart(2, '0')}`, checkins }));

describe('the top of the CheckIns chart’s scale', () => {
  it('is 1 for a month without CheckIns, so that empty bars still have an axis', () => {
    expect(scaleTop([])).toBe(1);
    expect(scaleTop(days(0, 0))).toBe(1);
  });

  it('is the round number (1, 2 or 5 times a power of ten) at or above the busiest day', () => {
    expect(scaleTop(days(3, 2))).toBe(5);
    expect(scaleTop(days(7))).toBe(10);
    expect(scaleTop(days(10))).toBe(10);
    expect(scaleTop(days(11, 4))).toBe(20);
    expect(scaleTop(days(130))).toBe(200);
    expect(scaleTop(days(501))).toBe(1000);
  });
});

describe('the chart’s summary', () => {
  it('says how many CheckIns over how many days, and the busiest day (the first of equals)', () => {
    expect(chartSummary(days(2, 5, 5))).toBe(
      `12 CheckIns over 3 days; the busiest was ${formatDay('2026-05-02')}, with 5.`,
    );
    expect(chartSummary(days(1))).toBe(`1 CheckIn over 1 day; the busiest was ${formatDay('2026-05-01')}, with 1.`);
  });

  it('says plainly when no student has taken a CheckIn', () => {
    expect(chartSummary(days(0, 0))).toBe('No students have taken a CheckIn this month yet.');
    expect(chartSummary([])).toBe('No students have taken a CheckIn this month yet.');
  });

  it('reads a date as the calendar day it names, whatever the time zone', () => {
    expect(formatDay('2026-05-31')).toMatch(/31/);
  });
});
