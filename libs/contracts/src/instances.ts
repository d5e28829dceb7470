import { INSTANCE_MODES, MAX_ANSWER_LENGTH } from '@checkin/domain';
import { z } from 'zod';

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

export const rateLastResponseBody = z.object({
  assessmentInstanceId: id,
  messages: z.array(specMessage).optional(),
  grade: z.string().optional(),
  topic: z.string().optional(),
  ratingScaleId: z.string().optional(),
  promptId: z.string().optional(),
});

export const rateConversationBody = z.object({
  assessmentInstanceId: id,
  messages: z.array(specMessage).optional(),
  grade: z.string().optional(),
  topic: z.string().optional(),
  promptId: z.string().optional(),
  scaleRatingId: z.string().optional(),
});

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
