import { AI_JOB_BACKOFF_JITTER, AI_JOB_BACKOFF_MS, MODEL_API_BACKOFF } from '@checkin/contracts';
import type { MinimalJob } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { RetryableAiError } from './llm/openai/chat-client.js';
import { RETRY_AFTER_MAX_MS, modelApiBackoff } from './model-api-backoff.js';

/** A job as the AI queues make it (ai-job-queue.ts, draft-key-queue.ts). */
const job = {
  opts: { backoff: { type: MODEL_API_BACKOFF, delay: AI_JOB_BACKOFF_MS, jitter: AI_JOB_BACKOFF_JITTER } },
} as MinimalJob;

const delays = (attemptsMade: number, error: Error, n = 200) =>
  Promise.all(Array.from({ length: n }, () => modelApiBackoff(attemptsMade, MODEL_API_BACKOFF, error, job)));

describe('the back-off of AI jobs', () => {
  it('grows exponentially with jitter, so that jobs failed together spread out', async () => {
    const outage = new RetryableAiError('The AI service failed: 503');
    const first = await delays(1, outage);
    const second = await delays(2, outage);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(250);
    expect(Math.max(...first)).toBeLessThanOrEqual(500);
    expect(Math.min(...second)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...second)).toBeLessThanOrEqual(1000);
    expect(new Set(first).size).toBeGreaterThan(20);
  });

  it("waits for a rate limit's Retry-After when that is later, and never past the cap", async () => {
    expect(new Set(await delays(1, new RetryableAiError('429', 3_000)))).toEqual(new Set([3_000]));
    expect(new Set(await delays(1, new RetryableAiError('429', 3_600_000)))).toEqual(new Set([RETRY_AFTER_MAX_MS]));
    expect(Math.min(...(await delays(2, new RetryableAiError('429', 100))))).toBeGreaterThanOrEqual(500);
  });
});
