import type {
  AnswerKey,
  InstanceMode,
  KeyPointResult,
  RatingLevel,
  RatingScale,
  SafetyCategory,
  StudentFeedback,
  Usage,
} from '@checkin/domain';

/**
 * The states of spec §4, as the instance document names them, and Abandoned: left by the student before the end
 * and closed after the idle time (INSTANCE_IDLE_MINUTES), counted neither in progress nor finished.
 */
export type InstanceStateName = 'Created' | 'Started' | 'Completed' | 'Rated' | 'Canceled' | 'Abandoned';

export type ChatRole = 'assistant' | 'user';

/** One line of the conversation in the spec's shape: what an OpenAI-style chat API takes. */
export type SpecMessage = { role: ChatRole; content: string };

export type DisplayMessage = SpecMessage & {
  messageId: string;
  questionIndex: number;
  followUp: boolean;
  at: string;
};

/** The teacher's rating over the AI's, with why, who and when. */
export type RatingOverrideView = {
  rating: number;
  ratingLabel: string;
  note: string;
  teacherId: string;
  overriddenAt: string;
};

export type MessageLog = DisplayMessage & {
  /** The AI's rating, kept when the teacher overrides it; null until rated, or when it could not be (see ratingLabel). */
  rating: number | null;
  ratingLabel: string | null;
  explanation: string | null;
  example: string | null;
  ratingScale: RatingScale | null;
  /** The key the answer was judged against, and how it fared on each key point (teachers' views). */
  answerKey: AnswerKey | null;
  keyPoints: KeyPointResult[];
  /** The teacher's rating when they overrode the AI's; it is the one that counts. */
  ratingOverride: RatingOverrideView | null;
  /** The rating that counts: the teacher's if any, else the AI's. */
  effectiveRating: number | null;
  effectiveRatingLabel: string | null;
  /** A student answer the teacher marked to follow up. */
  flagged: boolean;
  /** The student's thumbs on an AI message. */
  user_feedback: StudentFeedback | null;
  /**
   * On an AI message that asks a question: the question itself, as the examiner recorded it, without greeting or
   * acknowledgement (reports label questions with it). Absent on messages recorded before it was kept.
   */
  question?: string;
};

/** A student's answer that raised a safety concern, for the teacher only (never in the student's view). */
export type SafetyAlertView = {
  answerMessageId: string;
  questionIndex: number;
  answer: string;
  category: SafetyCategory;
  reason: string;
  raisedAt: string;
};

/** The closing entry of messageLogs once the conversation is rated (spec §3, "Feedback message"). */
export type FeedbackLog = {
  role: 'feedback';
  content: string;
  rating: number | null;
  ratingLabel: string;
  explanation: string;
  ratingScale: RatingScale;
};

export type TokenUsageByModel = { 'gpt-3': Usage; 'gpt-4': Usage };

/** The assessment instance of spec §3: a projection of the instance's events. */
export type InstanceDocument = {
  id: string;
  assessmentInstanceId: string;
  version: number;
  created_at: string;
  title: string;
  state: InstanceStateName;
  mode: InstanceMode;
  student_id: string | null;
  student_is_anonymous: boolean;
  student_name: string | null;
  owner_id: string;
  assessment_id: string;
  session_id: string | null;
  grade: string;
  topic: string;
  numberOfQuestions: number;
  messages: SpecMessage[];
  displayMessages: DisplayMessage[];
  messageLogs: Array<MessageLog | FeedbackLog>;
  started_at: string | null;
  completed_at: string | null;
  canceled_at: string | null;
  abandoned_at: string | null;
  number_of_questions_completed: number;
  token_usage: TokenUsageByModel;
  question_prompt_id: string;
  rating_prompt_id: string;
  conversation_prompt_id: string;
  rating_level: RatingLevel;
  rating_scale_id: string;
  ratingScale: RatingScale;
  showSingleQuestionRating: boolean;
  showOverallRating: boolean;
  showExampleAnswer: boolean;
  showOverallFeedback: boolean;
  /** The AI's rating of the whole conversation, as before. */
  overall: { rating: number | null; ratingLabel: string; explanation: string; feedback: string } | null;
  /** The overall result that counts: the teacher's rating over the AI's, if any; null until the AI's. */
  overallReview: {
    ratingOverride: RatingOverrideView | null;
    effectiveRating: number | null;
    effectiveRatingLabel: string;
  } | null;
  /** AI work in progress, and AI work that failed and can be retried. */
  ai: { pending: string[]; failed: Array<{ kind: string; error: string }> };
  /** Answers that may need the teacher's care, in the order they were given. */
  safetyAlerts: SafetyAlertView[];
};

/** The lists of instances (of a session, of a template, a teacher's previews). */
export type InstanceListReply = { data: InstanceDocument[] };

/**
 * The fields of the student's head an instance is made with, from its template and session: no event after its
 * creation changes them, so a change of the student's view leaves them out (see StudentInstanceChange).
 */
export const STUDENT_HEAD_MADE_FIELDS = [
  'id',
  'assessmentInstanceId',
  'created_at',
  'title',
  'mode',
  'student_id',
  'assessment_id',
  'session_id',
  'grade',
  'topic',
  'numberOfQuestions',
  'rating_scale_id',
  'ratingScale',
  'showSingleQuestionRating',
  'showOverallRating',
  'showExampleAnswer',
  'showOverallFeedback',
] as const satisfies ReadonlyArray<keyof InstanceDocument>;

/** The fields of the student's head that its events change, which every change carries as they now stand. */
export const STUDENT_HEAD_CHANGING_FIELDS = [
  'version',
  'state',
  'student_is_anonymous',
  'student_name',
  'started_at',
  'completed_at',
  'canceled_at',
  'abandoned_at',
  'number_of_questions_completed',
] as const satisfies ReadonlyArray<keyof InstanceDocument>;

/**
 * The fields of the instance document's head its student sees as they are. Left out: the teacher's id, the
 * prompts, the rater's strictness and the token counts; the rest is in StudentInstanceView.
 */
export type StudentHeadField =
  (typeof STUDENT_HEAD_MADE_FIELDS)[number] | (typeof STUDENT_HEAD_CHANGING_FIELDS)[number];

/**
 * An entry of messageLogs as the student sees it: the AI's rating (with its label, explanation and scale) only
 * when the template shows single ratings, the example only when it shows example answers, null otherwise; nothing
 * of the teacher's review (override, note, flag) nor of the answer key.
 */
export type StudentMessageLog = DisplayMessage &
  Pick<MessageLog, 'question' | 'rating' | 'ratingLabel' | 'explanation' | 'example' | 'ratingScale' | 'user_feedback'>;

/** The closing entry, there when the template shows the overall feedback; its rating null unless it shows that too. */
export type StudentFeedbackLog = Omit<FeedbackLog, 'ratingLabel' | 'explanation'> & {
  ratingLabel: string | null;
  explanation: string | null;
};

/** The AI's overall result as the student sees it: each part null unless the template's show flags show it. */
export type StudentOverall = {
  rating: number | null;
  ratingLabel: string | null;
  explanation: string | null;
  feedback: string | null;
};

/** An instance as its own student reads it (getAssessmentInstanceById and the calls that answer with it). */
export type StudentInstanceView = Pick<InstanceDocument, StudentHeadField | 'messages' | 'displayMessages'> & {
  messageLogs: Array<StudentMessageLog | StudentFeedbackLog>;
  /** Null until rated, and when the template shows neither the overall rating nor the feedback. */
  overall: StudentOverall | null;
  /** AI work under way, and what failed (by kind: the error's text is for the operators). */
  ai: { pending: string[]; failed: Array<{ kind: string }> };
};
