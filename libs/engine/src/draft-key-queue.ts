import {
  AI_JOB_BACKOFF_JITTER,
  AI_JOB_BACKOFF_MS,
  DRAFT_KEY_QUEUE,
  type DraftKeyJobData,
  MODEL_API_BACKOFF,
} from '@checkin/contracts';
import type { AnswerKey } from '@checkin/domain';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Asks a worker's model to draft an answer key and waits for it: a teacher waits at the builder, so the draft is a
 * job whose result comes back to the caller, not an event of an instance.
 */
export class DraftKeyQueue {
  private readonly queue: Queue<DraftKeyJobData, AnswerKey>;
  private events: QueueEvents | null = null;

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {
    this.queue = new Queue(DRAFT_KEY_QUEUE, { connection, prefix });
  }

  /** The draft, or a rejection when the model fails twice or the wait runs past `timeoutMs`. */
  async draft(data: DraftKeyJobData, timeoutMs: number): Promise<AnswerKey> {
    // Listening takes a blocking connection of its own, opened on the first draft (an offline install never drafts).
    this.events ??= new QueueEvents(DRAFT_KEY_QUEUE, {
      connection: this.connection.duplicate({ maxRetriesPerRequest: null }),
      prefix: this.prefix,
    });
    await this.events.waitUntilReady();
    const job = await this.queue.add('draft-key', data, {
      attempts: 2,
      backoff: { type: MODEL_API_BACKOFF, delay: AI_JOB_BACKOFF_MS, jitter: AI_JOB_BACKOFF_JITTER },
      removeOnComplete: { age: 600 },
      removeOnFail: { age: 3600 },
    });
    return (await job.waitUntilFinished(this.events, timeoutMs)) as AnswerKey;
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events?.close()]);
  }
}
