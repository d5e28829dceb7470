import { GRADES, INSTANCE_MODES, MAX_ANSWER_LENGTH } from '@checkin/domain';
import { z } from 'zod';
import { MAX_TOPIC_LENGTH } from './rules.js';

/** The most messages a conversation given to be rated may hold. */
export const MAX_RATED_MESSAGES = 100;

const id = z.string().trim().min(1, 'is required').max(64, 'is too long');
const specMessage = z.object({
  role: z.enum(['assistant', 'user', 'system', 'feedback']),
  content: z.string().max(MAX_ANSWER_LENGTH, `is longer than ${MAX_ANSWER_LENGTH} characters`),
  messageId: id.optional(),
});

export const createInstanceBody = z.object({
  assessmentTemplateId: id,
  session_id: id.nullish(),
  student_name: z.string().trim().max(80, 'is longer than 80 characters').nullish(),
  mode: z.enum(INSTANCE_MODES).optional(),
});
export type CreateInstanceBody = z.infer<typeof createInstanceBody>;

export const instanceIdBody = z.object({ assessmentInstanceId: id });

export const nextResponseBody = z.object({
  assessmentInstanceId: id,
  messages: z.array(specMessage).min(1, 'must hold the conversation, ending with the student answer'),
  /** Idempotency key of the answer; by default the answer's ordinal ("answer-3"). */
  messageId: id.optional(),
});
export type NextResponseBody = z.infer<typeof nextResponseBody>;

/** The instance form: the rating the worker gave the instance's latest answer, or its whole conversation. */
const ratingOfInstance = {
  assessmentInstanceId: id,
  messages: z.array(specMessage).optional(),
  grade: z.string().optional(),
  topic: z.string().optional(),
  promptId: z.string().optional(),
};

/** Whether the last student answer follows a question of the examiner's: there is an answer to a question to rate. */
function answersAQuestion(messages: Array<{ role: string }>): boolean {
  // The web's build targets browsers without findLastIndex.
  const answer = messages.map((m) => m.role).lastIndexOf('user');
  return answer > 0 && messages.slice(0, answer).some((m) => m.role === 'assistant');
}

/**
 * A conversation the caller gives to be rated (spec §7): the examiner's questions (assistant) and the student's
 * answers (user), in order; system and feedback messages are not rated. Each question is rated without an answer key.
 */
const givenConversation = z
  .array(specMessage, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of messages') })
  .min(1, 'must hold the conversation')
  .max(MAX_RATED_MESSAGES, `must hold at most ${MAX_RATED_MESSAGES} messages`)
  .refine(answersAQuestion, 'must end with a student answer (role user) to a question (role assistant)')
  .refine(
    (messages) => messages.every((m) => m.role !== 'assistant' || m.content.trim() !== ''),
    'must not hold an empty question (role assistant)',
  );

const ratingOfConversation = {
  messages: givenConversation,
  grade: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum(GRADES, {
      error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${GRADES.join(', ')}`),
    }),
  ),
  topic: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_TOPIC_LENGTH, `is longer than ${MAX_TOPIC_LENGTH} characters`),
  /** A rating prompt's id (for the whole conversation: a conversation prompt's); by default a new template's. */
  promptId: id.optional(),
};

/** getRatingForLastResponse: an instance's latest answer, or the last answer of a conversation the caller gives. */
export const rateLastResponseBody = z.union([
  z.object({ ...ratingOfInstance, ratingScaleId: z.string().optional() }),
  z.object({ ...ratingOfConversation, ratingScaleId: id.optional() }),
]);
export type RateLastResponseBody = z.infer<typeof rateLastResponseBody>;

/** getRatingForEntireConversation: an instance's overall rating, or that of a conversation the caller gives. */
export const rateConversationBody = z.union([
  z.object({ ...ratingOfInstance, scaleRatingId: z.string().optional() }),
  z.object({ ...ratingOfConversation, scaleRatingId: id.optional() }),
]);
export type RateConversationBody = z.infer<typeof rateConversationBody>;

export const logConversationBody = z.object({
  assessmentInstanceId: id,
  messages: z.array(specMessage).optional(),
  displayMessages: z.array(z.unknown()).optional(),
  state: z.enum(['Created', 'Started', 'Completed', 'Rated', 'Canceled']).optional(),
  mode: z.enum(INSTANCE_MODES).optional(),
});

/**
 * An entry of messageLogs as a client sends it back: only the student's thumbs on an AI message are taken, found
 * by messageId or else by the entry's place in the list; the rest of the entry is the server's and is ignored.
 */
const messageLogFeedback = z
  .object({ messageId: id.optional(), user_feedback: z.enum(['up', 'down']).nullish() })
  .passthrough();

/** The fields of an instance a client may change through logAssessmentInstance. */
export const instanceLogObject = z
  .object({
    student_name: z.string().trim().max(80, 'is longer than 80 characters').nullable().optional(),
    state: z.literal('Canceled').optional(),
    messageLogs: z.array(messageLogFeedback).max(200, 'has too many entries').optional(),
  })
  .strict();

export const logInstanceBody = z.object({ assessmentInstanceId: id, logObject: instanceLogObject });

export const retryBody = z.object({ assessmentInstanceId: id });

/** A teacher's review of one answer, or (answerMessageId absent or null) of the overall result. */
export const overrideRatingBody = z.object({
  assessmentInstanceId: id,
  answerMessageId: id.nullish(),
  rating: z.number().int('must be a whole number'),
  note: z.string().trim().max(2000, 'is longer than 2000 characters').default(''),
});
export type OverrideRatingBody = z.infer<typeof overrideRatingBody>;

export const clearRatingOverrideBody = z.object({ assessmentInstanceId: id, answerMessageId: id.nullish() });
export const flagAnswerBody = z.object({ assessmentInstanceId: id, answerMessageId: id });
