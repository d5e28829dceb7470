import type { AiRequest, AiRequestKind } from '@checkin/domain';

/** The one catalogue of AI jobs, shared by the API (which enqueues) and the worker (which processes). */
export const AI_QUEUES: Record<AiRequestKind, string> = {
  'next-response': 'ai-next-response',
  'rate-answer': 'ai-rate-answer',
  'rate-conversation': 'ai-rate-conversation',
};

/** Payloads carry ids only: Redis keeps them in clear, so no student text goes in. */
export type AiJobData = { instanceId: string; request: AiRequest };
export type AiJob = { name: AiRequestKind; data: AiJobData };

/** Derived from the event that asked for the work, so enqueueing the same work twice is a no-op. */
export function aiJobId(instanceId: string, request: AiRequest): string {
  return `${request.kind}-${instanceId}-${request.cause}`;
}

export const AI_JOB_ATTEMPTS = 3;
export const AI_JOB_BACKOFF_MS = 500;
/** Share of each back-off drawn at random, so that jobs failed together (a rate limit, an outage) spread out. */
export const AI_JOB_BACKOFF_JITTER = 0.5;
/**
 * The back-off of every AI job, registered by the worker: BullMQ's exponential back-off with jitter, or the model
 * API's Retry-After when that is later.
 */
export const MODEL_API_BACKOFF = 'model-api';

/**
 * Drafting the answer key of one of a teacher's questions, with a model: the draft streams to the room
 * `draft:{requestId}` as DraftKeyUpdate events. The payload is the teacher's own question (never a student's text);
 * `index` is its place in the builder's list.
 */
export const DRAFT_KEY_QUEUE = 'ai-draft-key';
export type DraftKeyJobData = { requestId: string; index: number; question: string; grade: string; topic: string };
