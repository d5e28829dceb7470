import type { AiRequest } from '@checkin/domain';

/**
 * The queue of the instances' AI work, shared by the API (which enqueues) and the worker (which processes). A job
 * is the work one event asked for: after an answer, the reply and the answer's rating, done by one worker, which
 * records them one after the other so that no two writers race on the instance.
 */
export const AI_QUEUE = 'ai-turns';

/** Payloads carry ids only: Redis keeps them in clear, so no student text goes in. */
export type AiJobData = { instanceId: string; requests: AiRequest[] };

/** Derived from the work asked for, so enqueueing the same work twice is a no-op. */
export function aiJobId(instanceId: string, requests: readonly AiRequest[]): string {
  return `${instanceId}-${requests.map((r) => `${r.kind}@${r.cause}`).join('+')}`;
}

/** The work asked for, in jobs: the requests of one cause (one event) go together. */
export function aiJobsOf(instanceId: string, requests: readonly AiRequest[]): AiJobData[] {
  const byCause = new Map<number, AiRequest[]>();
  for (const request of requests) byCause.set(request.cause, [...(byCause.get(request.cause) ?? []), request]);
  return [...byCause.values()].map((group) => ({ instanceId, requests: group }));
}

export const AI_JOB_ATTEMPTS = 3;
/**
 * Times an AI job is run again after its worker stopped while running it (a crash, a kill, Redis lost). Past them it is
 * taken for work that stops its worker: its work is recorded as failed, and the student told, rather than run again.
 */
export const AI_JOB_STALLS = 2;
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

/**
 * Rating a conversation a caller gave (getRatingForLastResponse and getRatingForEntireConversation without an
 * instance): the request waits in a short-lived Postgres row (rating_requests) and the job names only its id; the
 * worker writes the rating into the row.
 */
export const RATING_QUEUE = 'ai-given-ratings';
export type RatingJobData = { requestId: string };
