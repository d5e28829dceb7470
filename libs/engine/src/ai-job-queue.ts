import {
  AI_JOB_ATTEMPTS,
  AI_JOB_BACKOFF_JITTER,
  AI_JOB_BACKOFF_MS,
  AI_QUEUE,
  type AiJobData,
  MODEL_API_BACKOFF,
  aiJobId,
  aiJobsOf,
} from '@checkin/contracts';
import type { AiRequest } from '@checkin/domain';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { reportQueueErrors } from './redis-outages.js';

/**
 * Enqueues the AI work an instance waits for. Job ids are deterministic, so enqueueing work already waiting or under
 * way is a no-op. A job done is dropped at once (keeping each for an hour cost Redis an eighth of its work a turn):
 * work enqueued again after it (the sweep racing the job's end) runs as a job that finds nothing pending and skips.
 */
export class AiJobQueue {
  private readonly queue: Queue<AiJobData>;

  /** `prefix`: the Redis key prefix of the queue, so that installations can share one Redis. */
  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<AiJobData>(AI_QUEUE, { connection, prefix });
    reportQueueErrors(this.queue, `queue ${AI_QUEUE}`, connection);
  }

  async enqueue(instanceId: string, requests: readonly AiRequest[]): Promise<void> {
    await Promise.all(
      aiJobsOf(instanceId, requests).map((data) =>
        this.queue.add(data.requests.map((r) => r.kind).join('+'), data, {
          jobId: aiJobId(instanceId, data.requests),
          attempts: AI_JOB_ATTEMPTS,
          backoff: { type: MODEL_API_BACKOFF, delay: AI_JOB_BACKOFF_MS, jitter: AI_JOB_BACKOFF_JITTER },
          removeOnComplete: true,
          removeOnFail: { age: 7 * 24 * 3600 },
        }),
      ),
    );
  }

  /**
   * Work asked for again, that the instance still waits for (found by the sweep, or asked for by a command sent
   * again): enqueued as by `enqueue`, and a job of it that failed runs again. A job that failed and recorded its
   * failure left nothing pending; this one failed without a word (its worker lost Postgres on every attempt, say).
   * It runs once more, as its last attempt: a failure then is recorded, and the student told.
   */
  async askAgain(instanceId: string, requests: readonly AiRequest[]): Promise<void> {
    await this.enqueue(instanceId, requests);
    await Promise.all(
      aiJobsOf(instanceId, requests).map(async ({ requests: ofJob }) => {
        const job = await this.queue.getJob(aiJobId(instanceId, ofJob));
        if (job && (await job.isFailed())) await job.retry('failed');
      }),
    );
  }

  /** Waiting, active, delayed and failed jobs, for /health and the benchmark. */
  counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
