import type {
  AnswerKey,
  ChatMessage,
  InstanceSettings,
  KeyPointResult,
  NextTurnPlan,
  SafetyConcern,
  Usage,
} from '@checkin/domain';

/** What every examiner sees of an instance: its settings and the conversation so far. */
export type ConversationContext = {
  instanceId: string;
  templateId: string;
  settings: InstanceSettings;
  /** Student-provided display name, or null. Untrusted text. */
  studentName: string | null;
  /** The whole conversation so far, in order. Student messages are untrusted text. */
  messages: ChatMessage[];
  /**
   * The answers that raised a safety concern (the instance's alerts, from the word list or the model): they are for
   * the teacher to read, and no examiner rates them or counts them in the overall rating.
   */
  concernAnswerIds: readonly string[];
};

export type ModelCall = { usage: Usage; model: string };

/**
 * The next AI message: a question, a follow-up on the current question, or the closing message. `safetyConcern`: the
 * examiner's own judgement, where it makes one (a model does), that the answer just given needs the teacher's care;
 * the message is then the supportive one.
 */
export type NextTurn = ModelCall & {
  content: string;
  followUp: boolean;
  safetyConcern?: SafetyConcern | null;
  /**
   * The question the message asks, on its own (no greeting, no acknowledgement): what reports label the question
   * with. Null on a follow-up, on the closing message, and when the examiner cannot say.
   */
  question?: string | null;
};
export type AnswerRating = ModelCall & {
  /** A value of settings.ratingScale.levels, or null: not rated (no answer key to judge it against). */
  rating: number | null;
  explanation: string;
  example: string;
  answerKey: AnswerKey | null;
  keyPoints: KeyPointResult[];
  /**
   * The examiner's own judgement that the answer needs the teacher's care, where it makes one (a model does); the
   * safety word list reads every answer besides (ai-processor.ts).
   */
  safetyConcern?: SafetyConcern | null;
};
export type ConversationRating = ModelCall & { rating: number | null; explanation: string; feedback: string };

export interface LlmProvider {
  readonly name: 'offline' | 'openai';
  /**
   * Writes the next AI message. The plan says which question comes next and whether a follow-up is still
   * allowed; with plan.nextIsClosing and no follow-up the message closes the conversation; with
   * plan.safetyConcern it begins with supportive words that point the student to a trusted adult. A provider that
   * streams (a model) gives `onDelta` the text as it is generated, in order, and the concatenation of every delta
   * equals `content`; one that writes the reply whole gives it nothing.
   */
  nextTurn(ctx: ConversationContext, plan: NextTurnPlan, onDelta: (text: string) => void): Promise<NextTurn>;
  /** Rates one student answer (by message id) against the question it answers. */
  rateAnswer(ctx: ConversationContext, answerMessageId: string): Promise<AnswerRating>;
  /** Rates the whole conversation once it is complete. */
  rateConversation(ctx: ConversationContext): Promise<ConversationRating>;
  /**
   * The same rating written at once, with no model call and no wait, where the examiner can (the built-in examiner):
   * it is then recorded with the reply that ends the conversation. Without it, the rating is a job of its own.
   */
  rateConversationAtOnce?(ctx: ConversationContext): ConversationRating;
}

/** How the closing feedback starts, as the spec's display shows it. */
export const FEEDBACK_PREFIX = 'Feedback: ';

/** A failure that retrying cannot fix (a 4xx from the model's API, an answer that breaks the schema twice). */
export class UnrecoverableAiError extends Error {
  override readonly name = 'UnrecoverableAiError';
}
