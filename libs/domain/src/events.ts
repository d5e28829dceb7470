import type { SafetyConcern } from './safety-concern.js';
import type { AnswerKey, InstanceSettings, KeyPointResult } from './settings.js';

export const INSTANCE_MODES = ['Student', 'Teacher', 'Admin', 'Preview'] as const;
export type InstanceMode = (typeof INSTANCE_MODES)[number];

/** Token counts of one model call, as OpenAI-compatible APIs report them. */
export type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/**
 * A piece of AI work the instance waits for. `cause` is the version of the event that asked for it,
 * so the same request always has the same job id.
 */
export type AiRequest =
  | { kind: 'next-response'; cause: number }
  | { kind: 'rate-answer'; cause: number; answerMessageId: string }
  | { kind: 'rate-conversation'; cause: number };
export type AiRequestKind = AiRequest['kind'];

export type StudentFeedback = 'up' | 'down';

export type InstanceCreated = {
  type: 'InstanceCreated';
  data: {
    instanceId: string;
    templateId: string;
    sessionId: string | null;
    ownerId: string;
    mode: InstanceMode;
    /** The student's id from their session token; null for a teacher's preview. */
    studentId: string | null;
    studentName: string | null;
    settings: InstanceSettings;
    createdAt: string;
  };
};
export type InstanceStarted = { type: 'InstanceStarted'; data: { startedAt: string } };
export type AiReplied = {
  type: 'AiReplied';
  data: {
    cause: number;
    messageId: string;
    content: string;
    /** The question this message asks (0-based); numberOfQuestions for the closing message. */
    questionIndex: number;
    followUp: boolean;
    /**
     * The question this message asks, in the examiner's own words without greeting or acknowledgement (a teacher's
     * question as they wrote it). Absent on follow-ups, the closing message, and replies recorded before it was kept.
     */
    question?: string;
    shouldEnd: boolean;
    usage: Usage;
    model: string;
    repliedAt: string;
  };
};
export type AnswerSubmitted = {
  type: 'AnswerSubmitted';
  data: { messageId: string; content: string; questionIndex: number; submittedAt: string };
};
export type AnswerRated = {
  type: 'AnswerRated';
  data: {
    cause: number;
    answerMessageId: string;
    /** Null: not rated (no answer key and no model to judge it); the teacher rates it in the report. */
    rating: number | null;
    explanation: string;
    example: string;
    /** The key the answer was judged against (absent on answers rated before keys existed). */
    answerKey?: AnswerKey | null;
    keyPoints?: KeyPointResult[];
    usage: Usage;
    model: string;
    ratedAt: string;
  };
};
export type ConversationCompleted = { type: 'ConversationCompleted'; data: { completedAt: string } };
export type ConversationRated = {
  type: 'ConversationRated';
  data: {
    cause: number;
    /** Null when no answer of the conversation could be rated. */
    rating: number | null;
    explanation: string;
    feedback: string;
    usage: Usage;
    model: string;
    ratedAt: string;
  };
};
export type AiRequestFailed = {
  type: 'AiRequestFailed';
  data: { request: AiRequest; error: string; failedAt: string };
};
export type AiRequestRetried = {
  type: 'AiRequestRetried';
  data: { failed: AiRequest; request: AiRequest; retriedAt: string };
};
export type InstanceCanceled = { type: 'InstanceCanceled'; data: { reason: string; canceledAt: string } };
/** Closed for want of activity: the student left it and nothing happened since `idleSince`. */
export type InstanceAbandoned = { type: 'InstanceAbandoned'; data: { idleSince: string; abandonedAt: string } };
/** The teacher's rating replaces the AI's where it counts; `answerMessageId` null: the overall result. */
export type RatingOverridden = {
  type: 'RatingOverridden';
  data: { answerMessageId: string | null; rating: number; note: string; teacherId: string; overriddenAt: string };
};
/** Back to the AI's rating. */
export type RatingOverrideCleared = {
  type: 'RatingOverrideCleared';
  data: { answerMessageId: string | null; teacherId: string; clearedAt: string };
};
/** An answer marked for the teacher to follow up with the student. */
export type AnswerFlagged = {
  type: 'AnswerFlagged';
  data: { answerMessageId: string; teacherId: string; flaggedAt: string };
};
/** A student's answer that may need the teacher's care (see safety.ts); for the teacher only. */
export type SafetyConcernRaised = {
  type: 'SafetyConcernRaised';
  data: SafetyConcern & { answerMessageId: string; raisedAt: string };
};
export type AnswerUnflagged = {
  type: 'AnswerUnflagged';
  data: { answerMessageId: string; teacherId: string; unflaggedAt: string };
};
/** The teacher removed the instance: it leaves every list and report, and takes no more commands. */
export type InstanceDeleted = { type: 'InstanceDeleted'; data: { teacherId: string; deletedAt: string } };
/** A student's thumbs up or down on an AI message; null takes it back. */
export type StudentFeedbackRecorded = {
  type: 'StudentFeedbackRecorded';
  data: { messageId: string; feedback: StudentFeedback | null; recordedAt: string };
};
export type InstanceDetailsUpdated = {
  type: 'InstanceDetailsUpdated';
  data: { studentName: string | null; updatedAt: string };
};

export type InstanceEvent =
  | InstanceCreated
  | InstanceStarted
  | AiReplied
  | AnswerSubmitted
  | AnswerRated
  | ConversationCompleted
  | ConversationRated
  | AiRequestFailed
  | AiRequestRetried
  | InstanceCanceled
  | InstanceAbandoned
  | RatingOverridden
  | RatingOverrideCleared
  | AnswerFlagged
  | AnswerUnflagged
  | SafetyConcernRaised
  | InstanceDeleted
  | StudentFeedbackRecorded
  | InstanceDetailsUpdated;

export type InstanceEventType = InstanceEvent['type'];

/** The teacher's side of an instance: their ratings over the AI's, answers to follow up, deletion. */
export type ReviewEvent = RatingOverridden | RatingOverrideCleared | AnswerFlagged | AnswerUnflagged | InstanceDeleted;
