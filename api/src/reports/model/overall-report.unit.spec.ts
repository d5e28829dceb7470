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
      // Scores on the four-level scale: 4 -> 100, 2 (the teacher's) -> 33.33, 3 -> 66.67.
      averageScore: 66.67,
    });
  });

  it('groups by week (from Monday), by topic and by grade', () => {
    expect(report.byWeek).toEqual([
      { weekStart: '2026-11-02', attempts: 2, finished: 2, averageScore: 66.67 },
      { weekStart: '2026-11-09', attempts: 2, finished: 1, averageScore: 66.67 },
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
      totals: { templates: 0, checkInsRun: 0, students: 0, attempts: 0, averageScore: null },
      byWeek: [],
    });
  });

  it('starts weeks on Monday, in UTC', () => {
    expect(weekStart('2026-11-08T23:59:00Z')).toBe('2026-11-02');
    expect(weekStart('2026-11-09T00:00:00Z')).toBe('2026-11-09');
  });
});
