import type { AiRequest, InstanceEvent, InstanceMode, ReviewEvent, StudentFeedback, Usage } from './events.js';
import { notRatedForSafety, type SafetyConcern } from './safety-concern.js';
import { toCustomQuestion, type AnswerKey, type InstanceSettings, type KeyPointResult } from './settings.js';

export type ChatMessage = {
  messageId: string;
  role: 'assistant' | 'user';
  content: string;
  /** The question the message asks or answers (0-based); numberOfQuestions for the closing message. */
  questionIndex: number;
  followUp: boolean;
  at: string;
  /** Version of the event that recorded the message. */
  version: number;
  /** Tokens the AI used to write it; null for a student's message. */
  usage: Usage | null;
  /** The question an AI message asks, as the examiner recorded it (see AiReplied). */
  question?: string;
};

export type AnswerRating = {
  /**
   * Null: not rated, for want of an answer key, or judged against one and left unrated (a question asked back, an
   * answer for the teacher to read: see markableAnswer).
   */
  rating: number | null;
  explanation: string;
  example: string;
  answerKey: AnswerKey | null;
  keyPoints: KeyPointResult[];
  ratedAt: string;
  usage: Usage;
};
export type RatingOverride = { rating: number; note: string; teacherId: string; overriddenAt: string };
export type AnswerFlag = { teacherId: string; flaggedAt: string };
export type SafetyAlert = SafetyConcern & { raisedAt: string };
export type OverallRating = {
  rating: number | null;
  explanation: string;
  feedback: string;
  ratedAt: string;
  usage: Usage;
};
export type FailedAiRequest = { request: AiRequest; error: string; failedAt: string };
export type TokenUsage = { conversation: Usage; rating: Usage };

export type InstanceData = {
  id: string;
  templateId: string;
  sessionId: string | null;
  ownerId: string;
  mode: InstanceMode;
  studentId: string | null;
  studentName: string | null;
  settings: InstanceSettings;
  createdAt: string;
  /** Version of the last event folded in; the next event gets version + 1. */
  version: number;
  startedAt: string | null;
  completedAt: string | null;
  canceledAt: string | null;
  abandonedAt: string | null;
  /** When the student or the examiner last did something on it (see activityAt). */
  lastActivityAt: string;
  messages: ChatMessage[];
  ratings: Record<string, AnswerRating>;
  /** The teacher's ratings over the AI's, by answer; the AI's stay in `ratings`. */
  overrides: Record<string, RatingOverride>;
  overallOverride: RatingOverride | null;
  /** Answers the teacher marked to follow up. */
  flags: Record<string, AnswerFlag>;
  /** Answers that raised a safety concern, for the teacher. */
  safetyConcerns: Record<string, SafetyAlert>;
  studentFeedback: Record<string, StudentFeedback>;
  overall: OverallRating | null;
  /** Set once the teacher deleted the instance: it is then left out everywhere. */
  deletedAt: string | null;
  /** AI work asked for and not yet answered or failed. */
  pending: AiRequest[];
  failed: FailedAiRequest[];
  usage: TokenUsage;
  /** Questions the examiner has moved past (follow-ups do not count). */
  questionsCompleted: number;
};

export type InstanceState =
  | { status: 'Empty'; version: 0 }
  | ({ status: 'Created' } & InstanceData)
  | ({ status: 'Started' } & InstanceData)
  | ({ status: 'Completed' } & InstanceData)
  | ({ status: 'Rated' } & InstanceData)
  | ({ status: 'Canceled' } & InstanceData)
  | ({ status: 'Abandoned' } & InstanceData);

export type InstanceStatus = InstanceState['status'];
export type LiveInstanceState = Exclude<InstanceState, { status: 'Empty' }>;

export const initialState: InstanceState = { status: 'Empty', version: 0 };

/** Whether a check-in is still being taken: created or started, not yet over. */
export function isUnderWay(status: InstanceStatus): boolean {
  return status === 'Created' || status === 'Started';
}

/**
 * Whether nothing more is awaited of a check-in: over, with no AI work pending. Only a teacher's review or request
 * changes it again, so a process need not keep it at hand.
 */
export function isAtRest(state: InstanceState): boolean {
  return state.status !== 'Empty' && !isUnderWay(state.status) && state.pending.length === 0;
}

const ZERO_USAGE: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  };
}

export function sameRequest(a: AiRequest, b: AiRequest): boolean {
  if (a.kind !== b.kind || a.cause !== b.cause) return false;
  return a.kind !== 'rate-answer' || (b.kind === 'rate-answer' && a.answerMessageId === b.answerMessageId);
}

function withoutRequest(list: AiRequest[], request: AiRequest): AiRequest[] {
  return list.filter((r) => !sameRequest(r, request));
}

export function evolve(state: InstanceState, event: InstanceEvent): InstanceState {
  const version = state.version + 1;
  if (event.type === 'InstanceCreated') {
    const d = event.data;
    return {
      status: 'Created',
      id: d.instanceId,
      templateId: d.templateId,
      sessionId: d.sessionId,
      ownerId: d.ownerId,
      mode: d.mode,
      studentId: d.studentId,
      studentName: d.studentName,
      settings: { ...d.settings, customQuestions: d.settings.customQuestions.map(toCustomQuestion) },
      createdAt: d.createdAt,
      version,
      startedAt: null,
      completedAt: null,
      canceledAt: null,
      abandonedAt: null,
      lastActivityAt: d.createdAt,
      messages: [],
      ratings: {},
      overrides: {},
      overallOverride: null,
      flags: {},
      safetyConcerns: {},
      studentFeedback: {},
      overall: null,
      deletedAt: null,
      pending: [],
      failed: [],
      usage: { conversation: ZERO_USAGE, rating: ZERO_USAGE },
      questionsCompleted: 0,
    };
  }
  if (state.status === 'Empty') return state;
  const s = { ...state, version, lastActivityAt: activityAt(event) ?? state.lastActivityAt };
  switch (event.type) {
    case 'InstanceStarted':
      return {
        ...s,
        status: 'Started',
        startedAt: event.data.startedAt,
        pending: [...s.pending, { kind: 'next-response', cause: version }],
      };
    case 'AnswerSubmitted': {
      const d = event.data;
      const message: ChatMessage = {
        messageId: d.messageId,
        role: 'user',
        content: d.content,
        questionIndex: d.questionIndex,
        followUp: false,
        at: d.submittedAt,
        version,
        usage: null,
      };
      return {
        ...s,
        messages: [...s.messages, message],
        pending: [
          ...s.pending,
          { kind: 'next-response', cause: version },
          { kind: 'rate-answer', cause: version, answerMessageId: d.messageId },
        ],
      };
    }
    case 'AiReplied': {
      const d = event.data;
      const message: ChatMessage = {
        messageId: d.messageId,
        role: 'assistant',
        content: d.content,
        questionIndex: d.questionIndex,
        followUp: d.followUp,
        at: d.repliedAt,
        version,
        usage: d.usage,
        ...(d.question ? { question: d.question } : {}),
      };
      const movedOn = !d.followUp && d.questionIndex > 0;
      return {
        ...s,
        messages: [...s.messages, message],
        pending: withoutRequest(s.pending, { kind: 'next-response', cause: d.cause }),
        usage: { ...s.usage, conversation: addUsage(s.usage.conversation, d.usage) },
        questionsCompleted: movedOn ? s.questionsCompleted + 1 : s.questionsCompleted,
      };
    }
    case 'AnswerRated': {
      const d = event.data;
      return {
        ...s,
        ratings: {
          ...s.ratings,
          [d.answerMessageId]: {
            rating: d.rating,
            explanation: d.explanation,
            example: d.example,
            answerKey: d.answerKey ?? null,
            keyPoints: d.keyPoints ?? [],
            ratedAt: d.ratedAt,
            usage: d.usage,
          },
        },
        pending: withoutRequest(s.pending, { kind: 'rate-answer', cause: d.cause, answerMessageId: d.answerMessageId }),
        usage: { ...s.usage, rating: addUsage(s.usage.rating, d.usage) },
      };
    }
    case 'ConversationCompleted':
      return {
        ...s,
        status: 'Completed',
        completedAt: event.data.completedAt,
        pending: [...s.pending, { kind: 'rate-conversation', cause: version }],
      };
    case 'ConversationRated': {
      const d = event.data;
      return {
        ...s,
        status: 'Rated',
        overall: {
          rating: d.rating,
          explanation: d.explanation,
          feedback: d.feedback,
          ratedAt: d.ratedAt,
          usage: d.usage,
        },
        pending: withoutRequest(s.pending, { kind: 'rate-conversation', cause: d.cause }),
        usage: { ...s.usage, rating: addUsage(s.usage.rating, d.usage) },
      };
    }
    case 'AiRequestFailed': {
      const d = event.data;
      return {
        ...s,
        pending: withoutRequest(s.pending, d.request),
        failed: [...s.failed, { request: d.request, error: d.error, failedAt: d.failedAt }],
      };
    }
    case 'AiRequestRetried': {
      const d = event.data;
      return {
        ...s,
        pending: [...s.pending, d.request],
        failed: s.failed.filter((f) => !sameRequest(f.request, d.failed)),
      };
    }
    case 'InstanceCanceled':
      return { ...s, status: 'Canceled', canceledAt: event.data.canceledAt, pending: [] };
    case 'InstanceAbandoned':
      return { ...s, status: 'Abandoned', abandonedAt: event.data.abandonedAt, pending: [] };
    case 'RatingOverridden':
    case 'RatingOverrideCleared':
    case 'AnswerFlagged':
    case 'AnswerUnflagged':
    case 'InstanceDeleted':
      return evolveReview(s, event);
    case 'SafetyConcernRaised': {
      const { answerMessageId, category, reason, raisedAt } = event.data;
      // An answer rated before its alert (the model's reply may raise one after the rating) is not rated after all.
      const rated = s.ratings[answerMessageId];
      const ratings = rated ? { ...s.ratings, [answerMessageId]: notRatedForSafety(rated) } : s.ratings;
      return {
        ...s,
        ratings,
        safetyConcerns: { ...s.safetyConcerns, [answerMessageId]: { category, reason, raisedAt } },
      };
    }
    case 'StudentFeedbackRecorded': {
      const { messageId, feedback } = event.data;
      const { [messageId]: _previous, ...others } = s.studentFeedback;
      return { ...s, studentFeedback: feedback ? { ...others, [messageId]: feedback } : others };
    }
    case 'InstanceDetailsUpdated':
      return { ...s, studentName: event.data.studentName };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function fold(events: readonly InstanceEvent[], from: InstanceState = initialState): InstanceState {
  return events.reduce(evolve, from);
}

/**
 * When the event shows the check-in alive: the student's and the examiner's work on it. A teacher reviewing the
 * answers given so far does not keep it open. Null: the event is no sign of activity.
 */
export function activityAt(event: InstanceEvent): string | null {
  switch (event.type) {
    case 'InstanceCreated':
      return event.data.createdAt;
    case 'InstanceStarted':
      return event.data.startedAt;
    case 'AiReplied':
      return event.data.repliedAt;
    case 'AnswerSubmitted':
      return event.data.submittedAt;
    case 'AnswerRated':
    case 'ConversationRated':
      return event.data.ratedAt;
    case 'ConversationCompleted':
      return event.data.completedAt;
    case 'AiRequestFailed':
      return event.data.failedAt;
    case 'AiRequestRetried':
      return event.data.retriedAt;
    case 'InstanceCanceled':
      return event.data.canceledAt;
    case 'StudentFeedbackRecorded':
      return event.data.recordedAt;
    case 'InstanceDetailsUpdated':
      return event.data.updatedAt;
    case 'InstanceAbandoned':
    case 'RatingOverridden':
    case 'RatingOverrideCleared':
    case 'AnswerFlagged':
    case 'AnswerUnflagged':
    case 'SafetyConcernRaised':
    case 'InstanceDeleted':
      return null;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The teacher's review of the instance, as its events change it. */
function evolveReview(s: LiveInstanceState, event: ReviewEvent): LiveInstanceState {
  switch (event.type) {
    case 'RatingOverridden': {
      const d = event.data;
      const override: RatingOverride = {
        rating: d.rating,
        note: d.note,
        teacherId: d.teacherId,
        overriddenAt: d.overriddenAt,
      };
      // Events recorded before overall overrides existed always name an answer.
      if (d.answerMessageId === null) return { ...s, overallOverride: override };
      return { ...s, overrides: { ...s.overrides, [d.answerMessageId]: override } };
    }
    case 'RatingOverrideCleared': {
      const id = event.data.answerMessageId;
      if (id === null) return { ...s, overallOverride: null };
      const { [id]: _cleared, ...overrides } = s.overrides;
      return { ...s, overrides };
    }
    case 'AnswerFlagged': {
      const d = event.data;
      return { ...s, flags: { ...s.flags, [d.answerMessageId]: { teacherId: d.teacherId, flaggedAt: d.flaggedAt } } };
    }
    case 'AnswerUnflagged': {
      const { [event.data.answerMessageId]: _unflagged, ...flags } = s.flags;
      return { ...s, flags };
    }
    case 'InstanceDeleted':
      // AI work still under way for it is no longer awaited: its results arrive stale.
      return { ...s, deletedAt: event.data.deletedAt, pending: [] };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
