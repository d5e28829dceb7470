import { describe, expect, it } from 'vitest';
import { type AnswerFixture, doc } from './fixtures.test-helpers.js';
import { sessionReport, templateReport } from './session-report.js';

const session = { id: 's-1', name: 'Class 5B', templateId: 't-1', templateName: 'Water cycle', archived: false };
const template = { id: 't-1', name: 'Water cycle', grade: '5', topic: 'Water Cycle' };

describe('a session report', () => {
  const docs = [
    doc({ id: 'i1', name: 'Ada', answers: [{ rating: 4 }, { rating: 3 }, { rating: 2, override: 4 }], overall: 3 }),
    doc({ id: 'i2', answers: [{ rating: 1, flagged: true }, { rating: 2 }] }),
    doc({ id: 'i3', answers: [] }),
    doc({
      id: 'i4',
      name: 'Grace',
      answers: [{ rating: 2, followUp: { rating: 3 } }, { rating: 1 }, { rating: 1 }],
      overall: 1,
      overallOverride: 2,
    }),
    doc({ id: 'i5', answers: [{ rating: null }], state: 'Canceled' }),
  ];
  const report = sessionReport(session, docs);

  it('has a row per student, named or numbered, with progress and the ratings that count', () => {
    expect(report.rows.map((r) => r.student)).toEqual([
      'Ada',
      'Anonymous student 1',
      'Anonymous student 2',
      'Grace',
      'Anonymous student 3',
    ]);
    const ada = report.rows[0]!;
    expect(ada.progress).toEqual({ completed: 3, total: 3 });
    expect(ada.questions.map((q) => q.effectiveRating)).toEqual([4, 3, 4]);
    expect(ada.questions[2]!.answers[0]).toMatchObject({
      aiRating: 2,
      ratingOverride: { rating: 4 },
      effectiveRating: 4,
    });
    expect(report.rows[1]!.progress).toEqual({ completed: 1, total: 3 });
    expect(report.rows[1]!.questions.map((q) => q.effectiveRating)).toEqual([1, 2, null]);
  });

  it("counts a follow-up's answer as the question's rating, and the teacher's overall rating over the AI's", () => {
    const grace = report.rows[3]!;
    expect(grace.questions[0]!.answers.map((a) => a.followUp)).toEqual([false, true]);
    expect(grace.questions[0]!.effectiveRating).toBe(3);
    expect(grace.overall).toMatchObject({ aiRating: 1, effectiveRating: 2, effectiveRatingLabel: 'Developing' });
  });

  it('sums the class up: started, finished, the distribution of overall ratings, flags', () => {
    expect(report.summary).toMatchObject({
      students: 5,
      started: 4,
      finished: 2,
      inProgress: 2,
      canceled: 1,
      averageRating: 2.5,
      flaggedAnswers: 1,
    });
    expect(report.summary.distribution).toEqual([
      { value: 1, label: 'Beginning', count: 0 },
      { value: 2, label: 'Developing', count: 1 },
      { value: 3, label: 'Proficient', count: 1 },
      { value: 4, label: 'Advanced', count: 0 },
    ]);
    expect(report.summary.answerDistribution.map((c) => c.count)).toEqual([3, 1, 2, 2]);
  });

  it("lists every student's answers under each question, with its distribution", () => {
    expect(report.questions).toHaveLength(3);
    const first = report.questions[0]!;
    expect(first.question).toBe('Question 1?');
    expect(first.answered).toBe(4);
    expect(first.answers.map((a) => [a.student, a.effectiveRating])).toEqual([
      ['Ada', 4],
      ['Anonymous student 1', 1],
      ['Grace', 3],
      ['Anonymous student 3', null],
    ]);
    expect(first.distribution.map((c) => c.count)).toEqual([1, 0, 1, 1]);
    expect(first.averageRating).toBe(2.67);
  });

  it('is empty but well formed for a session nobody joined', () => {
    const empty = sessionReport(session, [], {
      ratingScale: report.ratingScale,
      numberOfQuestions: 4,
    });
    expect(empty.summary).toMatchObject({ students: 0, finished: 0, averageRating: null });
    expect(empty.questions.map((q) => q.answered)).toEqual([0, 0, 0, 0]);
  });
});

describe('a session report with a student who left before the end', () => {
  const report = sessionReport(session, [
    doc({ id: 'i1', name: 'Ada', answers: [{ rating: 3 }, { rating: 2 }] }),
    doc({ id: 'i2', name: 'Grace', answers: [{ rating: 4 }, { rating: 1 }], state: 'Abandoned' }),
  ]);

  it('counts the abandoned check-in as abandoned, not in progress', () => {
    expect(report.summary).toMatchObject({ students: 2, started: 2, inProgress: 1, abandoned: 1, finished: 0 });
  });

  it('shows how far the student got, and the answers given', () => {
    expect(report.rows[1]).toMatchObject({
      student: 'Grace',
      state: 'Abandoned',
      progress: { completed: 1, total: 3 },
    });
    expect(report.rows[1]!.questions.map((q) => q.effectiveRating)).toEqual([4, 1, null]);
  });
});

describe('a class of 40 students and 10 questions', () => {
  // Ratings cycle through the scale so that every count is known: student s, question q rates ((s + q) % 4) + 1.
  const docs = Array.from({ length: 40 }, (_, s) =>
    doc({
      id: `i${s + 1}`,
      name: s % 2 ? `Student ${s + 1}` : null,
      sessionId: s < 20 ? 's-1' : 's-2',
      numberOfQuestions: 10,
      answers: Array.from({ length: 10 }, (_, q): AnswerFixture => ({ rating: ((s + q) % 4) + 1 })),
      overall: (s % 4) + 1,
    }),
  );

  it('builds the session report with a row per student and a column per question', () => {
    const report = sessionReport(session, docs);
    expect(report.rows).toHaveLength(40);
    expect(report.rows.every((r) => r.questions.length === 10 && r.progress.completed === 10)).toBe(true);
    expect(report.summary).toMatchObject({ students: 40, started: 40, finished: 40, averageRating: 2.5 });
    expect(report.summary.distribution.map((c) => c.count)).toEqual([10, 10, 10, 10]);
    expect(report.summary.answerDistribution.map((c) => c.count)).toEqual([100, 100, 100, 100]);
    expect(report.questions.map((q) => q.answered)).toEqual(Array(10).fill(40));
    expect(
      report.rows
        .filter((r) => r.anonymous)
        .map((r) => r.student)
        .slice(0, 2),
    ).toEqual(['Anonymous student 1', 'Anonymous student 2']);
  });

  it('builds the template report: a line per session and the five lowest answers of each question', () => {
    const report = templateReport(
      template,
      [
        { id: 's-1', name: 'Morning' },
        { id: 's-2', name: 'Afternoon' },
      ],
      docs,
    );
    expect(report.sessions).toEqual([
      { sessionId: 's-1', name: 'Morning', students: 20, finished: 20, averageRating: 2.5 },
      { sessionId: 's-2', name: 'Afternoon', students: 20, finished: 20, averageRating: 2.5 },
    ]);
    for (const q of report.questions) {
      expect(q.answered).toBe(40);
      expect(q.distribution.map((c) => c.count)).toEqual([10, 10, 10, 10]);
      expect(q.answers).toHaveLength(5);
      expect(q.answers.every((a) => a.effectiveRating === 1)).toBe(true);
    }
    // Question 1's lowest: the students s with s % 4 == 0 (ids i1, i5, ...), in class order.
    expect(report.questions[0]!.answers.map((a) => a.instanceId)).toEqual(['i1', 'i5', 'i9', 'i13', 'i17']);
  });
});

describe('a template report where some answers are at the top of the scale', () => {
  const report = templateReport(
    template,
    [{ id: 's-1', name: 'Morning' }],
    [
      doc({ id: 'i1', name: 'Ada', answers: [{ rating: 4 }, { rating: 4 }] }),
      doc({ id: 'i2', name: 'Grace', answers: [{ rating: 3 }, { rating: 4, override: 4 }] }),
      doc({ id: 'i3', name: 'Alan', answers: [{ rating: 1, override: 4 }] }),
    ],
  );

  it('lists as lowest rated only the answers below the top level', () => {
    expect(report.questions[0]!.answers.map((a) => [a.student, a.effectiveRating])).toEqual([['Grace', 3]]);
  });

  it('lists none where every answer is at the top level', () => {
    expect(report.questions[1]!.answered).toBe(2);
    expect(report.questions[1]!.answers).toEqual([]);
  });
});

describe("a question's label", () => {
  it("is the examiner's record of the question, never the message that greets and asks it", () => {
    const report = sessionReport(session, [doc({ id: 'i1', name: 'Maya R', answers: [{ rating: 2 }] })]);
    const asked = report.rows[0]!.questions[0]!;
    expect(asked.question).toBe('Question 1?');
    expect(report.questions[0]!.question).toBe('Question 1?');
  });

  it('is missing, not made up, for a question asked before questions were recorded', () => {
    const old = doc({ id: 'i1', answers: [{ rating: 2 }] });
    old.messageLogs = old.messageLogs.map((l) => (l.role === 'assistant' ? { ...l, question: undefined } : l));
    const report = sessionReport(session, [old]);
    expect(report.rows[0]!.questions[0]!.question).toBeNull();
    expect(report.questions[0]!.question).toBeNull();
  });
});
