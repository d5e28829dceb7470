import type { AiRequest, InstanceCreated, StudentFeedback, Usage } from './events.js';
import type { SafetyConcern } from './safety-concern.js';
import type { AnswerKey, KeyPointResult } from './settings.js';

/** Every command carries its clock reading and new ids, so that decide() stays pure. */
type At = { now: string };

export type CreateInstance = { type: 'CreateInstance'; data: InstanceCreated['data'] };
export type StartInstance = { type: 'StartInstance'; data: At };
export type SubmitAnswer = {
  type: 'SubmitAnswer';
  /** aiMessagesSeen: how many AI messages the student had when answering, so a late answer is not misplaced. */
  data: At & { messageId: string; content: string; aiMessagesSeen: number };
};
/** `safetyConcern`: what the examiner found in the answer it replies to, its reply being the supportive one. */
export type RecordAiReply = {
  type: 'RecordAiReply';
  data: At & {
    cause: number;
    messageId: string;
    content: string;
    followUp: boolean;
    /** The question the message asks (see AiReplied); null when the examiner cannot say. */
    question?: string | null;
    safetyConcern: SafetyConcern | null;
    usage: Usage;
    model: string;
  };
};
export type RecordAnswerRating = {
  type: 'RecordAnswerRating';
  data: At & {
    cause: number;
    answerMessageId: string;
    rating: number | null;
    explanation: string;
    example: string;
    answerKey: AnswerKey | null;
    keyPoints: KeyPointResult[];
    /** What the rater found in the answer that the teacher must see. */
    safetyConcern: SafetyConcern | null;
    usage: Usage;
    model: string;
  };
};
export type RecordConversationRating = {
  type: 'RecordConversationRating';
  data: At & {
    cause: number;
    rating: number | null;
    explanation: string;
    feedback: string;
    usage: Usage;
    model: string;
  };
};
export type FailAiRequest = { type: 'FailAiRequest'; data: At & { request: AiRequest; error: string } };
export type RetryAiRequests = { type: 'RetryAiRequests'; data: At };
export type CancelInstance = { type: 'CancelInstance'; data: At & { reason: string } };
/** Closes an instance that has had no activity since `idleCutoff` (the sweeper's clock less the idle time). */
export type AbandonInstance = { type: 'AbandonInstance'; data: At & { idleCutoff: string } };
/**
 * Who reviews a student's work, with the facts decide() needs to tell whether they may: the teacher's id, the
 * organisation they administer (null unless they are an organisation admin) and the organisation of the
 * instance's owner. The caller looks these up, as it reads the clock.
 */
export type Reviewer = { teacherId: string; adminOfOrganizationId: string | null; ownerOrganizationId: string | null };
type Review = At & { by: Reviewer };

/** `answerMessageId` null: the overall result. */
export type OverrideRating = {
  type: 'OverrideRating';
  data: Review & { answerMessageId: string | null; rating: number; note: string };
};
export type ClearRatingOverride = { type: 'ClearRatingOverride'; data: Review & { answerMessageId: string | null } };
export type FlagAnswer = { type: 'FlagAnswer'; data: Review & { answerMessageId: string } };
export type UnflagAnswer = { type: 'UnflagAnswer'; data: Review & { answerMessageId: string } };
export type DeleteInstance = { type: 'DeleteInstance'; data: Review };
export type RecordStudentFeedback = {
  type: 'RecordStudentFeedback';
  data: At & { messageId: string; feedback: StudentFeedback | null };
};
export type UpdateInstanceDetails = { type: 'UpdateInstanceDetails'; data: At & { studentName: string | null } };

export type InstanceCommand =
  | CreateInstance
  | StartInstance
  | SubmitAnswer
  | RecordAiReply
  | RecordAnswerRating
  | RecordConversationRating
  | FailAiRequest
  | RetryAiRequests
  | CancelInstance
  | AbandonInstance
  | OverrideRating
  | ClearRatingOverride
  | FlagAnswer
  | UnflagAnswer
  | DeleteInstance
  | RecordStudentFeedback
  | UpdateInstanceDetails;

/** The teacher's side of an instance: their ratings over the AI's, answers to follow up, deletion. */
export type ReviewCommand = OverrideRating | ClearRatingOverride | FlagAnswer | UnflagAnswer | DeleteInstance;
