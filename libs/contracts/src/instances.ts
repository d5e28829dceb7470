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

/** The fields of an instance a client may change through logAssessmentInstance. */
export const instanceLogObject = z
  .object({
    student_name: z.string().trim().max(80, 'is longer than 80 characters').nullable().optional(),
    state: z.literal('Canceled').optional(),
  })
  .strict();

export const logInstanceBody = z.object({ assessmentInstanceId: id, logObject: instanceLogObject });

export const retryBody = z.object({ assessmentInstanceId: id });
