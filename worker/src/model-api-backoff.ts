/**
 * How long an AI job waits before its next attempt: BullMQ's exponential back-off with jitter, or the model API's
 * Retry-After when that is later (a rate limit says when it lifts). Registered on every worker of AI jobs, whose
 * queues name it as their back-off type (MODEL_API_BACKOFF).
 */
import { Backoffs, type BackoffStrategy } from 'bullmq';
import { RetryableAiError } from './llm/openai/chat-client.js';

/** The longest Retry-After honoured: a student waits for the reply, and the job's attempts must end in a failure they see. */
export const RETRY_AFTER_MAX_MS = 60_000;

export const modelApiBackoff: BackoffStrategy = async (attemptsMade, _type, error, job) => {
  const { delay, jitter } = Backoffs.normalize(job?.opts.backoff ?? 0) ?? {};
  const usual = await Backoffs.calculate({ type: 'exponential', delay, jitter }, attemptsMade, error!, job!);
  const asked = error instanceof RetryableAiError ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(usual ?? 0, Math.min(asked, RETRY_AFTER_MAX_MS));
};
