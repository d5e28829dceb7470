import type {
  ClassSummary,
  InstanceDocument,
  QuestionSummary,
  ReportScale,
  StudentAnswers,
  StudentRow,
} from '@checkin/contracts';
import { type RatingScale, defaultRatingScale } from '@checkin/domain';
import { average, distribution, isNumber } from './ratings.js';
import { studentRows } from './student-rows.js';

export type ClassReport = ReportScale & { summary: ClassSummary; rows: StudentRow[]; questions: QuestionSummary[] };

/** How answers are listed under each question: all of them in order, or the lowest rated first (up to `limit`). */
export type AnswerListing = { kind: 'all' } | { kind: 'lowest'; limit: number };

/**
 * The report of a group of students (a session, or a template across its sessions), from their instance
 * documents. The scale and number of questions are those of the latest instance (a template may change).
 */
export function classReport(
  docs: readonly InstanceDocument[],
  options: { listing: AnswerListing; fallback?: ReportScale },
): ClassReport {
  const latest = docs.reduce<InstanceDocument | null>((a, d) => (!a || d.created_at > a.created_at ? d : a), null);
  const ratingScale = latest?.ratingScale ?? options.fallback?.ratingScale ?? defaultRatingScale();
  const numberOfQuestions = Math.max(
    latest?.numberOfQuestions ?? options.fallback?.numberOfQuestions ?? 0,
    ...docs.map((d) => d.numberOfQuestions),
  );
  const rows = studentRows(docs);
  return {
    ratingScale,
    numberOfQuestions,
    summary: summarise(ratingScale, rows),
    rows,
    questions: Array.from({ length: numberOfQuestions }, (_, q) =>
      questionSummary(ratingScale, rows, q, options.listing),
    ),
  };
}

export function summarise(scale: RatingScale, rows: readonly StudentRow[]): ClassSummary {
  const overall = rows.map((r) => r.overall?.effectiveRating).filter(isNumber);
  const answers = rows.flatMap((r) => r.questions.map((q) => q.effectiveRating)).filter(isNumber);
  return {
    students: rows.length,
    started: rows.filter((r) => r.startedAt !== null).length,
    finished: rows.filter((r) => r.state === 'Completed' || r.state === 'Rated').length,
    inProgress: rows.filter((r) => r.state === 'Created' || r.state === 'Started').length,
    canceled: rows.filter((r) => r.state === 'Canceled').length,
    abandoned: rows.filter((r) => r.state === 'Abandoned').length,
    distribution: distribution(scale, overall),
    averageRating: average(overall),
    answerDistribution: distribution(scale, answers),
    flaggedAnswers: rows.reduce(
      (n, r) => n + r.questions.reduce((m, q) => m + q.answers.filter((a) => a.flagged).length, 0),
      0,
    ),
  };
}

function questionSummary(
  scale: RatingScale,
  rows: readonly StudentRow[],
  questionIndex: number,
  listing: AnswerListing,
): QuestionSummary {
  const answered: StudentAnswers[] = rows.flatMap((r) => {
    const result = r.questions[questionIndex];
    if (!result || result.answers.length === 0) return [];
    return [
      { ...result, instanceId: r.instanceId, sessionId: r.sessionId, student: r.student, anonymous: r.anonymous },
    ];
  });
  const ratings = answered.map((a) => a.effectiveRating).filter(isNumber);
  return {
    questionIndex,
    question: mostAsked(rows, questionIndex),
    answerKey: answered.find((a) => a.answerKey)?.answerKey ?? null,
    answered: answered.length,
    distribution: distribution(scale, ratings),
    averageRating: average(ratings),
    answers: listing.kind === 'all' ? answered : lowestRated(scale, answered, listing.limit),
  };
}

/** Rated answers below the scale's top level, lowest first; among equals, the earlier student first. */
function lowestRated(scale: RatingScale, answers: readonly StudentAnswers[], limit: number): StudentAnswers[] {
  const top = Math.max(...scale.levels.map((l) => l.value));
  return answers
    .map((a, order) => ({ a, order }))
    .filter(({ a }) => a.effectiveRating !== null && a.effectiveRating < top)
    .sort((x, y) => x.a.effectiveRating! - y.a.effectiveRating! || x.order - y.order)
    .slice(0, limit)
    .map(({ a }) => a);
}

/** The wording of a question most students saw. */
function mostAsked(rows: readonly StudentRow[], questionIndex: number): string | null {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const q = r.questions[questionIndex]?.question;
    if (q) counts.set(q, (counts.get(q) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [q, n] of counts) if (best === null || n > counts.get(best)!) best = q;
  return best;
}
