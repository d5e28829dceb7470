import {
  AI_JOB_ATTEMPTS,
  AI_JOB_BACKOFF_JITTER,
  AI_JOB_BACKOFF_MS,
  MODEL_API_BACKOFF,
  RATING_QUEUE,
  type RatingJobData,
} from '@checkin/contracts';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { closeRedis } from './redis-close.js';
import { reportQueueErrors, reportedCopy } from './redis-outages.js';

/** How a rating job ended for the call that waits on it: rated, failed after its last attempt, or not in time. */
export type RatingJobOutcome = 'done' | 'failed' | 'timed-out';

/**
 * Asks a worker to rate a given conversation (a rating_requests row, by id) and waits for the job to finish. The
 * job's id is the request's, so that asking twice is a no-op.
 */
export class RatingJobQueue {
  private readonly queue: Queue<RatingJobData>;
  private readonly events: QueueEvents;
  private readonly listening: Redis;

  /** `prefix`: the Redis key prefix of the queue, as the instances' queue has it. */
  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<RatingJobData>(RATING_QUEUE, { connection, prefix });
    // Reading the events blocks its connection: it has one of its own (BullMQ leaves a given connection open).
    this.listening = reportedCopy(connection, 'rating events');
    this.events = new QueueEvents(RATING_QUEUE, { connection: this.listening, prefix });
    reportQueueErrors(this.queue, `queue ${RATING_QUEUE}`, connection);
    reportQueueErrors(this.events, `queue ${RATING_QUEUE} events`, connection);
  }

  async rate(requestId: string, timeoutMs: number): Promise<RatingJobOutcome> {
    const job = await this.queue.add(
      'rate',
      { requestId },
      {
        jobId: requestId,
        attempts: AI_JOB_ATTEMPTS,
        backoff: { type: MODEL_API_BACKOFF, delay: AI_JOB_BACKOFF_MS, jitter: AI_JOB_BACKOFF_JITTER },
        // Kept a minute, not removed at once: a job gone before its waiter looks would read as failed.
        removeOnComplete: { age: 60 },
        removeOnFail: { age: 3600 },
      },
    );
    try {
      await job.waitUntilFinished(this.events, timeoutMs);
      return 'done';
    } catch {
      return (await job.isFailed()) ? 'failed' : 'timed-out';
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events.close()]);
    await closeRedis(this.listening);
  }
}
