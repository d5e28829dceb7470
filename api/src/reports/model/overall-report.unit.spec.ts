import { DEFAULT_RATING_SCALES } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { doc } from './fixtures.test-helpers.js';
import { overallReport, weekStart } from './overall-report.js';

describe('the overall report', () => {
  const docs = [
    doc({
      id: 'i1',
      templateId: 't-1',
      sessionId: 's-1',
      createdAt: '2026-11-02T09:00:00Z',
      answers: [{ rating: 4 }, { rating: 4 }, { rating: 4 }],
      overall: 4,
    }),
    doc({
      id: 'i2',
      templateId: 't-1',
      sessionId: 's-1',
      createdAt: '2026-11-04T09:00:00Z',
      answers: [{ rating: 1 }, { rating: 1 }, { rating: 1 }],
      overall: 1,
      overallOverride: 2,
    }),
    doc({ id: 'i3', templateId: 't-1', sessionId: 's-2', createdAt: '2026-11-10T09:00:00Z', answers: [{ rating: 2 }] }),
    doc({
      id: 'i4',
      templateId: 't-2',
      sessionId: 's-3',
      createdAt: '2026-11-11T09:00:00Z',
      topic: 'Food Chain',
      grade: '3',
      answers: [{ rating: 3 }, { rating: 3 }, { rating: 3 }],
      overall: 3,
    }),
  ];
  const report = overallReport('mine', docs);

  it('counts templates, check-ins run, students and attempts', () => {
    expect(report.totals).toEqual({
      templates: 2,
      checkInsRun: 3,
      students: 4,
      attempts: 4,
      finished: 3,
      // Overall ratings on the four-level scale: 4, 2 (the teacher's over the AI's 1) and 3.
      averageRating: 3,
    });
  });

  it('groups by week (from Monday), by topic and by grade', () => {
    expect(report.byWeek).toEqual([
      { weekStart: '2026-11-02', attempts: 2, finished: 2, averageRating: 3 },
      { weekStart: '2026-11-09', attempts: 2, finished: 1, averageRating: 3 },
    ]);
    expect(report.byTopic.map((t) => [t.topic, t.attempts])).toEqual([
      ['Food Chain', 1],
      ['Water Cycle', 3],
    ]);
    expect(report.byGrade.map((g) => g.grade)).toEqual(['3', '5']);
    expect(report.templates.map((t) => [t.templateId, t.sessions, t.attempts])).toEqual([
      ['t-1', 2, 3],
      ['t-2', 1, 1],
    ]);
  });

  it('is all zeros without instances', () => {
    expect(overallReport('organization', [])).toMatchObject({
      scope: 'organization',
      ratingScale: { id: 'four-level' },
      otherScale: 0,
      totals: { templates: 0, checkInsRun: 0, students: 0, attempts: 0, averageRating: null },
      byWeek: [],
    });
  });

  it('gives averages on the scale of the check-ins, and says so', () => {
    expect(report.ratingScale.id).toBe('four-level');
    expect(report.otherScale).toBe(0);
  });

  it('places a rating on another scale by its position on the scale most check-ins use', () => {
    const threeLevels = DEFAULT_RATING_SCALES.find((s) => s.id === 'three-level')!;
    const other = { ...doc({ id: 'i5', answers: [{ rating: 3 }], overall: 3 }), ratingScale: threeLevels };
    const mixed = overallReport('mine', [...docs, other]);
    expect(mixed.ratingScale.id).toBe('four-level');
    expect(mixed.otherScale).toBe(1);
    // "Got it", the top of three levels, counts as 4 of 4: (4 + 2 + 3 + 4) / 4.
    expect(mixed.totals.averageRating).toBe(3.25);
  });

  it('starts weeks on Monday, in UTC', () => {
    expect(weekStart('2026-11-08T23:59:00Z')).toBe('2026-11-02');
    expect(weekStart('2026-11-09T00:00:00Z')).toBe('2026-11-09');
  });
});
