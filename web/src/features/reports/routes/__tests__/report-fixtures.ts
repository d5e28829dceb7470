import type {
  ClassSummary,
  InstanceDocument,
  MessageLog,
  OverallReport,
  QuestionResult,
  QuestionSummary,
  RatingCount,
  SessionReport,
  StudentRow,
  TemplateReport,
} from '@checkin/contracts';
import type { AnswerKey } from '@checkin/domain';
import {
  NOT_RATED_WHY as NOT_RATED_EXPLANATION,
  RAIN_KEY,
  RAIN_VERDICTS,
  makeDoc,
} from '../../../checkin/__tests__/fixtures';

/** Reports as the API sends them, built from a few facts per student, for the page stories. */

export const SESSION_ID = '5e55e55e-0000-4000-8000-000000000001';
export const TEMPLATE_ID = '7e7e7e7e-0000-4000-8000-000000000001';

export const SCALE = {
  id: 'four-level',
  name: 'Four levels',
  levels: [
    { value: 1, label: 'Beginning', description: 'Shows little of the key ideas yet.' },
    { value: 2, label: 'Developing', description: '' },
    { value: 3, label: 'Proficient', description: '' },
    { value: 4, label: 'Advanced', description: '' },
  ],
};
const label = (v: number) => SCALE.levels[v - 1]!.label;

export const instanceId = (k: number) => `1a5a0000-0000-4000-8000-${String(k).padStart(12, '0')}`;
export const answerId = (k: number, q: number) => `a0000000-0000-4000-8000-${String(k * 100 + q).padStart(12, '0')}`;
export const questionText = (q: number) => `Question ${q + 1} about the water cycle: what happens at step ${q + 1}?`;

/** An answer the examiner judged and could not rate: its question has no answer key. */
export const NOT_RATED_ANSWER = 'not rated';
export const NOT_RATED_WHY = NOT_RATED_EXPLANATION;

export type StudentFacts = {
  name?: string | null;
  /** One rating per answered question (null: answered, not rated yet; NOT_RATED_ANSWER: judged, no key). */
  ratings: Array<number | null | typeof NOT_RATED_ANSWER>;
  overall?: number | null | typeof NOT_RATED_ANSWER;
  state?: StudentRow['state'];
  flagged?: number[];
};

export function makeRow(k: number, facts: StudentFacts, questions: number): StudentRow {
  const anonymous = !facts.name;
  const results: QuestionResult[] = Array.from({ length: questions }, (_, q) => {
    const answered = q < facts.ratings.length;
    const fact = answered ? facts.ratings[q]! : null;
    const notRated = fact === NOT_RATED_ANSWER;
    const rating = notRated ? null : fact;
    const flagged = facts.flagged?.includes(q) ?? false;
    return {
      questionIndex: q,
      question: answered ? questionText(q) : null,
      answerKey: null,
      answers: answered
        ? [
            {
              answerMessageId: answerId(k, q),
              answer: `Answer of student ${k} to question ${q + 1}`,
              followUp: false,
              aiRating: rating,
              ratingOverride: null,
              effectiveRating: rating,
              effectiveRatingLabel: rating === null ? null : label(rating),
              keyPoints: [],
              explanation: notRated
                ? NOT_RATED_WHY
                : rating === null
                  ? null
                  : `Why student ${k} got ${rating} on ${q + 1}.`,
              flagged,
            },
          ]
        : [],
      effectiveRating: rating,
      effectiveRatingLabel: rating === null ? null : label(rating),
      flagged,
    };
  });
  const overall = facts.overall ?? null;
  const overallNotRated = overall === NOT_RATED_ANSWER;
  const finished = facts.ratings.length >= questions;
  return {
    instanceId: instanceId(k),
    sessionId: SESSION_ID,
    student: facts.name ?? `Anonymous student ${k}`,
    anonymous,
    state: facts.state ?? (overall !== null ? 'Rated' : finished ? 'Completed' : 'Started'),
    progress: { completed: facts.ratings.length, total: questions },
    questions: results,
    overall:
      overall === null
        ? null
        : overallNotRated
          ? { aiRating: null, ratingOverride: null, effectiveRating: null, effectiveRatingLabel: 'Not rated' }
          : { aiRating: overall, ratingOverride: null, effectiveRating: overall, effectiveRatingLabel: label(overall) },
    safetyAlerts: [],
    startedAt: '2026-01-06T09:05:00.000Z',
    completedAt: finished ? '2026-01-06T09:20:00.000Z' : null,
  };
}

function counts(values: number[]): RatingCount[] {
  return SCALE.levels.map((l) => ({
    value: l.value,
    label: l.label,
    count: values.filter((v) => v === l.value).length,
  }));
}
const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

export function makeSessionReport(
  students: StudentFacts[],
  options: { questions?: number; archived?: boolean } = {},
): SessionReport {
  const questions = options.questions ?? 3;
  const rows = students.map((s, i) => makeRow(i + 1, s, questions));
  const overall = rows.flatMap((r) => (r.overall?.effectiveRating != null ? [r.overall.effectiveRating] : []));
  const all = rows.flatMap((r) => r.questions.flatMap((q) => (q.effectiveRating === null ? [] : [q.effectiveRating])));
  const summary: ClassSummary = {
    students: rows.length,
    started: rows.length,
    finished: rows.filter((r) => r.state === 'Rated' || r.state === 'Completed').length,
    inProgress: rows.filter((r) => r.state === 'Started' || r.state === 'Created').length,
    canceled: 0,
    abandoned: rows.filter((r) => r.state === 'Abandoned').length,
    distribution: counts(overall),
    averageRating: avg(overall),
    answerDistribution: counts(all),
    flaggedAnswers: rows.reduce((n, r) => n + r.questions.filter((q) => q.flagged).length, 0),
  };
  const questionSummaries: QuestionSummary[] = Array.from({ length: questions }, (_, q) => {
    const answered = rows.filter((r) => r.questions[q]!.answers.length > 0);
    const ratings = answered.flatMap((r) =>
      r.questions[q]!.effectiveRating === null ? [] : [r.questions[q]!.effectiveRating!],
    );
    return {
      questionIndex: q,
      question: questionText(q),
      answerKey: null,
      answered: answered.length,
      distribution: counts(ratings),
      averageRating: avg(ratings),
      answers: answered.map((r) => ({
        ...r.questions[q]!,
        instanceId: r.instanceId,
        sessionId: r.sessionId,
        student: r.student,
        anonymous: r.anonymous,
      })),
    };
  });
  return {
    session: {
      id: SESSION_ID,
      name: 'Period 3',
      templateId: TEMPLATE_ID,
      templateName: 'Water Cycle Check-In',
      archived: options.archived ?? false,
    },
    ratingScale: SCALE,
    numberOfQuestions: questions,
    summary,
    rows,
    questions: questionSummaries,
    markable: [],
  };
}

/** A class of `students` who each answered every one of `questions`, ratings spread over the scale. */
export function bigClass(students = 40, questions = 10): SessionReport {
  return makeSessionReport(
    Array.from({ length: students }, (_, k) => ({
      name: `Student ${k + 1}`,
      ratings: Array.from({ length: questions }, (_, q) => ((k + q) % 4) + 1),
      overall: (k % 4) + 1,
    })),
    { questions },
  );
}

/** Ada's instance document, for the drawer: two questions answered and rated, the overall result written. */
export function adaDocument(overrides: Partial<InstanceDocument> = {}): InstanceDocument {
  const doc = makeDoc(
    [
      { ai: questionText(0), questionIndex: 0 },
      {
        answer: 'Evaporation and rain',
        rating: 2,
        explanation: 'Only two steps named.',
        example: 'Evaporation, condensation, precipitation.',
      },
      { ai: questionText(1), questionIndex: 1 },
      {
        answer: 'Vapour turns into droplets',
        rating: 4,
        explanation: 'Exactly right.',
        example: 'Vapour cools into droplets.',
      },
    ],
    {
      id: instanceId(1),
      assessmentInstanceId: instanceId(1),
      student_name: 'Ada',
      state: 'Rated',
      numberOfQuestions: 2,
      number_of_questions_completed: 2,
      overall: {
        rating: 3,
        ratingLabel: 'Proficient',
        explanation: 'Knows most steps.',
        feedback: 'Feedback: Name every step.',
      },
      overallReview: { ratingOverride: null, effectiveRating: 3, effectiveRatingLabel: 'Proficient' },
      ...overrides,
    },
  );
  // Answers carry the ids the report uses; the student gave the first question a thumbs up.
  let answers = 0;
  for (const log of doc.messageLogs) {
    if (log.role === 'user') {
      log.messageId = answerId(1, answers);
      log.questionIndex = answers++;
    }
    if (log.role === 'assistant' && log.questionIndex === 0) log.user_feedback = 'up';
  }
  return doc;
}

/**
 * Ada's document once answer keys exist: her first answer judged against the teacher's key, point by point; her
 * second, to a question without a key, not rated; and so no overall rating.
 */
export function keyedAdaDocument(): InstanceDocument {
  const doc = adaDocument({
    overall: { rating: null, ratingLabel: 'Not rated', explanation: 'Only one answer could be rated.', feedback: 'x' },
    overallReview: { ratingOverride: null, effectiveRating: null, effectiveRatingLabel: 'Not rated' },
  });
  const [first, second] = doc.messageLogs.filter((l): l is MessageLog => l.role === 'user');
  Object.assign(first!, { answerKey: RAIN_KEY, keyPoints: RAIN_VERDICTS, example: RAIN_KEY.modelAnswer });
  Object.assign(second!, {
    rating: null,
    ratingLabel: 'Not rated',
    explanation: NOT_RATED_WHY,
    example: '',
    effectiveRating: null,
    effectiveRatingLabel: null,
  });
  return doc;
}

/**
 * The report once question `q` has the teacher's answer key: the question, each student's question, and how
 * each answer fared on its points (the first student's as in RAIN_VERDICTS, the others' all shown).
 */
export function withRainKey<R extends SessionReport | TemplateReport>(report: R, q = 0, key: AnswerKey = RAIN_KEY): R {
  const verdicts = (k: number) =>
    k === 0 ? RAIN_VERDICTS : RAIN_VERDICTS.map((v) => ({ ...v, verdict: 'shown' as const }));
  const keyed = (result: QuestionResult, k: number) => ({
    ...result,
    answerKey: key,
    answers: result.answers.map((a) => ({ ...a, keyPoints: verdicts(k) })),
  });
  return {
    ...report,
    rows: report.rows.map((row, k) => ({
      ...row,
      questions: row.questions.map((result) => (result.questionIndex === q ? keyed(result, k) : result)),
    })),
    questions: report.questions.map((summary) =>
      summary.questionIndex === q
        ? {
            ...summary,
            answerKey: key,
            answers: summary.answers.map((s) => ({
              ...keyed(
                s,
                report.rows.findIndex((r) => r.instanceId === s.instanceId),
              ),
              instanceId: s.instanceId,
              sessionId: s.sessionId,
              student: s.student,
              anonymous: s.anonymous,
            })),
          }
        : summary,
    ),
  };
}

export const OTHER_SESSION_ID = '5e55e55e-0000-4000-8000-000000000002';

/** The CheckIn across two sessions: the first session's students, then the second's; lowest answers per question. */
export function makeTemplateReport(students: StudentFacts[], options: { questions?: number } = {}): TemplateReport {
  const session = makeSessionReport(students, options);
  const half = Math.ceil(session.rows.length / 2);
  const rows = session.rows.map((r, i) => ({ ...r, sessionId: i < half ? SESSION_ID : OTHER_SESSION_ID }));
  const questions = session.questions.map((q) => ({
    ...q,
    answers: q.answers
      .map((a) => ({ ...a, sessionId: rows.find((r) => r.instanceId === a.instanceId)!.sessionId }))
      // As the API lists them: rated below the scale's top level.
      .filter((a) => a.effectiveRating !== null && a.effectiveRating < SCALE.levels.length)
      .sort((a, b) => a.effectiveRating! - b.effectiveRating!)
      .slice(0, 5),
  }));
  const line = (id: string, name: string) => {
    const mine = rows.filter((r) => r.sessionId === id);
    const overall = mine.flatMap((r) => (r.overall?.effectiveRating != null ? [r.overall.effectiveRating] : []));
    return { sessionId: id, name, students: mine.length, finished: overall.length, averageRating: avg(overall) };
  };
  return {
    template: { id: TEMPLATE_ID, name: 'Water Cycle Check-In', grade: '5', topic: 'Water Cycle' },
    ratingScale: SCALE,
    numberOfQuestions: session.numberOfQuestions,
    summary: session.summary,
    sessions: rows.length ? [line(SESSION_ID, 'Period 3'), line(OTHER_SESSION_ID, 'Period 5')] : [],
    rows,
    questions,
  };
}

export function makeOverallReport(scope: OverallReport['scope'] = 'mine', attempts = 6): OverallReport {
  const group = (a: number, rating: number | null) => ({ attempts: a, finished: a, averageRating: rating });
  if (attempts === 0) {
    return {
      scope,
      ratingScale: SCALE,
      otherScale: 0,
      totals: { ...group(0, null), templates: 1, checkInsRun: 0, students: 0 },
      byWeek: [],
      byTopic: [],
      byGrade: [],
      templates: [],
    };
  }
  return {
    scope,
    ratingScale: SCALE,
    otherScale: 0,
    totals: { ...group(attempts, 2.75), templates: 2, checkInsRun: 3, students: attempts },
    byWeek: [
      { ...group(2, 2), weekStart: '2026-01-05T00:00:00.000Z' },
      { ...group(4, 3.25), weekStart: '2026-01-12T00:00:00.000Z' },
    ],
    byTopic: [
      { ...group(4, 3), topic: 'Water Cycle' },
      { ...group(2, 2.25), topic: 'Food Chain' },
    ],
    byGrade: [{ ...group(attempts, 2.75), grade: '5' }],
    templates: [
      {
        ...group(4, 3),
        templateId: TEMPLATE_ID,
        title: 'Water Cycle Check-In',
        topic: 'Water Cycle',
        grade: '5',
        sessions: 2,
      },
      {
        ...group(2, 2.25),
        templateId: '7e7e7e7e-0000-4000-8000-000000000002',
        title: 'Food Chain',
        topic: 'Food Chain',
        grade: '5',
        sessions: 1,
      },
    ],
  };
}
