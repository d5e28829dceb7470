import {
  AI_JOB_ATTEMPTS,
  AI_JOB_BACKOFF_JITTER,
  AI_JOB_BACKOFF_MS,
  AI_QUEUES,
  type AiJobData,
  MODEL_API_BACKOFF,
  aiJobId,
} from '@checkin/contracts';
import type { AiRequest, AiRequestKind } from '@checkin/domain';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/** Enqueues the AI work an instance waits for. Job ids are deterministic, so enqueueing twice is a no-op. */
export class AiJobQueue {
  private readonly queues: Record<AiRequestKind, Queue<AiJobData>>;

  /** `prefix`: the Redis key prefix of the queues, so that installations can share one Redis. */
  constructor(connection: Redis, prefix: string) {
    const make = (kind: AiRequestKind) => new Queue<AiJobData>(AI_QUEUES[kind], { connection, prefix });
    this.queues = {
      'next-response': make('next-response'),
      'rate-answer': make('rate-answer'),
      'rate-conversation': make('rate-conversation'),
    };
  }

  async enqueue(instanceId: string, requests: readonly AiRequest[]): Promise<void> {
    await Promise.all(
      requests.map((request) =>
        this.queues[request.kind].add(
          request.kind,
          { instanceId, request },
          {
            jobId: aiJobId(instanceId, request),
            attempts: AI_JOB_ATTEMPTS,
            backoff: { type: MODEL_API_BACKOFF, delay: AI_JOB_BACKOFF_MS, jitter: AI_JOB_BACKOFF_JITTER },
            removeOnComplete: { age: 3600, count: 10_000 },
            removeOnFail: { age: 7 * 24 * 3600 },
          },
        ),
      ),
    );
  }

  /** Waiting, active and delayed jobs per queue, for /health and the benchmark. */
  async counts(): Promise<Record<AiRequestKind, Record<string, number>>> {
    const entries = await Promise.all(
      (Object.keys(this.queues) as AiRequestKind[]).map(
        async (kind) => [kind, await this.queues[kind].getJobCounts('waiting', 'active', 'delayed', 'failed')] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<AiRequestKind, Record<string, number>>;
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((q) => q.close()));
  }
}
