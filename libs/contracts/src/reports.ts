import type { AnswerKey, KeyPointResult, RatingScale } from '@checkin/domain';
import { z } from 'zod';
import type { InstanceStateName, RatingOverrideView, SafetyAlertView } from './instance-document.js';

/** How many ratings fell on one level of the scale. */
export type RatingCount = { value: number; label: string; count: number };

/** One student answer as a report shows it: the AI's rating, the teacher's, and the one that counts. */
export type ReportAnswer = {
  answerMessageId: string;
  answer: string;
  followUp: boolean;
  aiRating: number | null;
  ratingOverride: RatingOverrideView | null;
  effectiveRating: number | null;
  effectiveRatingLabel: string | null;
  explanation: string | null;
  /** How the answer fared on each key point of its question's key. */
  keyPoints: KeyPointResult[];
  flagged: boolean;
};

/**
 * What one student did on one question: the question the AI asked them, their answers (a follow-up brings a
 * second one), and the rating that counts for the question: that of their last rated answer.
 */
export type QuestionResult = {
  questionIndex: number;
  question: string | null;
  /** The answer key the question's answers were rated against; null when it has none (not rated). */
  answerKey: AnswerKey | null;
  answers: ReportAnswer[];
  effectiveRating: number | null;
  effectiveRatingLabel: string | null;
  flagged: boolean;
};

export type OverallResult = {
  aiRating: number | null;
  ratingOverride: RatingOverrideView | null;
  effectiveRating: number | null;
  effectiveRatingLabel: string;
};

/** A student's line in a report: name (or an anonymous label), where they are, and their ratings. */
export type StudentRow = {
  instanceId: string;
  sessionId: string | null;
  student: string;
  anonymous: boolean;
  state: InstanceStateName;
  progress: { completed: number; total: number };
  questions: QuestionResult[];
  overall: OverallResult | null;
  /** Answers of this student that may need the teacher's care. */
  safetyAlerts: SafetyAlertView[];
  startedAt: string | null;
  completedAt: string | null;
};

export type ClassSummary = {
  students: number;
  started: number;
  finished: number;
  inProgress: number;
  canceled: number;
  /** Left before the end and closed after the idle time: not in progress. */
  abandoned: number;
  /** Overall ratings that count, of the students who have one. */
  distribution: RatingCount[];
  averageRating: number | null;
  /** Every question's rating that counts, of every student. */
  answerDistribution: RatingCount[];
  flaggedAnswers: number;
};

/** One student's answers to one question, with who they are. */
export type StudentAnswers = QuestionResult & {
  instanceId: string;
  sessionId: string | null;
  student: string;
  anonymous: boolean;
};

export type QuestionSummary = {
  questionIndex: number;
  /**
   * The question most students were asked (a model may word it differently for each), as the examiner recorded it;
   * null when no instance has a record of it (asked before questions were recorded, or not asked yet).
   */
  question: string | null;
  /** The question's answer key, as its answers were rated against it; null when it has none. */
  answerKey: AnswerKey | null;
  answered: number;
  distribution: RatingCount[];
  averageRating: number | null;
  /**
   * In a session report: every student's answers; in a template report: the lowest rated, lowest first, and only
   * those below the scale's top level.
   */
  answers: StudentAnswers[];
};

export type ReportScale = { ratingScale: RatingScale; numberOfQuestions: number };

export type SessionReport = ReportScale & {
  session: { id: string; name: string; templateId: string; templateName: string; archived: boolean };
  summary: ClassSummary;
  rows: StudentRow[];
  questions: QuestionSummary[];
  /**
   * The questions whose keys the reader may mark this report's answers into (see markAnswer), each with its key as
   * the CheckIn holds it now: on their own CheckIn, their own questions that have a key. Empty for anyone else.
   */
  markable: MarkableQuestion[];
};

export type MarkableQuestion = { questionIndex: number; key: AnswerKey };

export type SessionSummary = {
  sessionId: string;
  name: string;
  students: number;
  finished: number;
  averageRating: number | null;
};

export type TemplateReport = ReportScale & {
  template: { id: string; name: string; grade: string; topic: string };
  summary: ClassSummary;
  sessions: SessionSummary[];
  rows: StudentRow[];
  questions: QuestionSummary[];
};

/** A group of check-ins: how many, how many finished, and their average overall rating on the report's scale. */
export type ScoredGroup = { attempts: number; finished: number; averageRating: number | null };

/**
 * Across templates, averages are given on one scale: the one most of the check-ins were rated on. A rating on
 * another scale is placed on it by its position (lowest level to lowest, highest to highest); `otherScale` counts
 * the rated check-ins placed so, for the page to say.
 */
export type OverallReport = {
  scope: 'mine' | 'organization';
  ratingScale: RatingScale;
  otherScale: number;
  totals: ScoredGroup & { templates: number; checkInsRun: number; students: number };
  /** Weeks start on Monday (UTC), oldest first. */
  byWeek: Array<ScoredGroup & { weekStart: string }>;
  byTopic: Array<ScoredGroup & { topic: string }>;
  byGrade: Array<ScoredGroup & { grade: string }>;
  templates: Array<ScoredGroup & { templateId: string; title: string; topic: string; grade: string; sessions: number }>;
};

export type ReportReply<T> = { data: T };

export const overallReportQuery = z.object({ scope: z.enum(['mine', 'organization']).default('mine') });

/** The session's CSV: a line per student per question (`answers`, the default), or a line per student (`students`). */
export const sessionCsvQuery = z.object({ rows: z.enum(['answers', 'students']).default('answers') });
export type SessionCsvRows = z.infer<typeof sessionCsvQuery>['rows'];
