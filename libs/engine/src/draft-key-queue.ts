import {
  AI_JOB_BACKOFF_JITTER,
  AI_JOB_BACKOFF_MS,
  DRAFT_KEY_QUEUE,
  type DraftKeyJobData,
  MODEL_API_BACKOFF,
} from '@checkin/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { reportQueueErrors } from './redis-outages.js';

/** How long a draft request is remembered: its owner (who may join its room) and whether it was cancelled. */
const REQUEST_TTL_S = 3600;

/**
 * Asks a worker's model to draft answer keys, one job per question; each draft streams to the room
 * `draft:{requestId}` (see DraftKeyUpdate), which only the teacher who made the request may join.
 */
export class DraftKeyQueue {
  private readonly queue: Queue<DraftKeyJobData>;

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {
    this.queue = new Queue(DRAFT_KEY_QUEUE, { connection, prefix });
    reportQueueErrors(this.queue, `queue ${DRAFT_KEY_QUEUE}`, connection);
  }

  /**
   * Makes the request `requestId` the teacher's, unless another teacher's already: the builder joins the room
   * before it asks for drafts, so either may come first. True when the request is (now) the teacher's.
   */
  async claim(requestId: string, userId: string): Promise<boolean> {
    const key = this.ownerKey(requestId);
    await this.connection.set(key, userId, 'EX', REQUEST_TTL_S, 'NX');
    return (await this.connection.get(key)) === userId;
  }

  /** One job per question, each drafted and streamed on its own. */
  async draft(jobs: DraftKeyJobData[]): Promise<void> {
    await this.queue.addBulk(
      jobs.map((data) => ({
        name: 'draft-key',
        data,
        opts: {
          attempts: 2,
          backoff: { type: MODEL_API_BACKOFF, delay: AI_JOB_BACKOFF_MS, jitter: AI_JOB_BACKOFF_JITTER },
          removeOnComplete: { age: 600 },
          removeOnFail: { age: 3600 },
        },
      })),
    );
  }

  /** Drafts of the request not yet begun are dropped (a draft being written ends, unseen by the builder). */
  async cancel(requestId: string): Promise<void> {
    await this.connection.set(this.cancelKey(requestId), '1', 'EX', REQUEST_TTL_S);
  }

  async cancelled(requestId: string): Promise<boolean> {
    return (await this.connection.exists(this.cancelKey(requestId))) === 1;
  }

  async close(): Promise<void> {
    await this.queue.close();
  }

  private ownerKey(requestId: string): string {
    return `${this.prefix}:draft:${requestId}:owner`;
  }

  private cancelKey(requestId: string): string {
    return `${this.prefix}:draft:${requestId}:cancelled`;
  }
}
