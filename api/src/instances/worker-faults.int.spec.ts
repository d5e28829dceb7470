import { AI_QUEUE, type AiJobData, type AiRequest, aiJobId } from '@checkin/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

async function startedInstance() {
  const { templateId, sessionId } = await classroom(product, { numberOfQuestions: 3 });
  const token = await studentToken(product, sessionId);
  const created = await product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: templateId, session_id: sessionId },
    token,
  );
  const instanceId: string = created.body.assessmentInstanceId;
  const started = await product.api(
    'POST',
    '/assessment_instances/startAssessmentInstance',
    { assessmentInstanceId: instanceId },
    token,
  );
  expect(started.status).toBe(200);
  return { token, instanceId, question: { role: 'assistant', content: started.body.message.content } };
}

async function eventTypes(instanceId: string): Promise<string[]> {
  const rows: Array<{ type: string }> = await product.db.query(
    `SELECT type FROM events WHERE stream_id = $1 ORDER BY version`,
    [`instance-${instanceId}`],
  );
  return rows.map((r) => r.type);
}

describe('a worker killed mid-job', () => {
  it('leaves the answer with exactly one AI reply and one rating once a worker runs again', async () => {
    const fast = await product.startWorker({ WORKER_LOCK_MS: '1000' });
    const { token, instanceId, question } = await startedInstance();
    await fast.stop('SIGTERM');

    // A slow model: the jobs for the next answer are still running when the worker is killed.
    const slow = await product.startWorker({ AI_LATENCY_MS: '5000', WORKER_LOCK_MS: '1000' });
    const answering = product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      {
        assessmentInstanceId: instanceId,
        messages: [question, { role: 'user', content: 'Water evaporates into vapor.' }],
      },
      token,
    );
    const redis = new Redis(product.redisUrl);
    const queue = new Queue(AI_QUEUE, { connection: redis, prefix: product.config.QUEUE_PREFIX });
    await expect.poll(() => queue.getActiveCount(), { timeout: 5000 }).toBe(1);
    await slow.stop('SIGKILL');
    expect((await eventTypes(instanceId)).filter((t) => t === 'AiReplied')).toHaveLength(1);

    await product.startWorker({ WORKER_LOCK_MS: '1000' });
    const reply = await answering;
    expect(reply.status).toBe(200);
    expect(reply.body.message.content).toMatch(/Question 2 of 3|\?/);
    await expect
      .poll(async () => (await eventTypes(instanceId)).filter((t) => t === 'AnswerRated').length, { timeout: 10_000 })
      .toBe(1);
    const types = await eventTypes(instanceId);
    expect(types.filter((t) => t === 'AiReplied')).toHaveLength(2);
    expect(types.filter((t) => t === 'AnswerSubmitted')).toHaveLength(1);
    await queue.close();
    redis.disconnect();
  }, 40_000);
});

describe('a job delivered twice', () => {
  it('is processed once: the second delivery is skipped', async () => {
    if (product.processes.every((w) => w.child.exitCode !== null || w.child.signalCode !== null))
      await product.startWorker();
    const { token, instanceId, question } = await startedInstance();
    const redis = new Redis(product.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue<AiJobData>(AI_QUEUE, {
      connection: redis,
      prefix: product.config.QUEUE_PREFIX,
    });
    const events = new QueueEvents(AI_QUEUE, {
      connection: redis.duplicate(),
      prefix: product.config.QUEUE_PREFIX,
    });
    await events.waitUntilReady();

    const answered = await product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      {
        assessmentInstanceId: instanceId,
        messages: [question, { role: 'user', content: 'Clouds form when vapor condenses.' }],
      },
      token,
    );
    expect(answered.status).toBe(200);
    const rated = async () => (await eventTypes(instanceId)).filter((t) => t === 'AnswerRated').length;
    await expect.poll(rated, { timeout: 10_000 }).toBe(1);
    // Deliver the same work again, as BullMQ does after a stall, or as a sweep racing the job's end enqueues it: under
    // the id the product gives it, which is free again (a job done is dropped). The request is no longer awaited.
    const cause = (await eventTypes(instanceId)).indexOf('AnswerSubmitted') + 1;
    const requests: AiRequest[] = [
      { kind: 'next-response', cause },
      { kind: 'rate-answer', cause, answerMessageId: 'answer-1' },
    ];
    const again = await queue.add(
      'next-response+rate-answer',
      { instanceId, requests },
      {
        jobId: aiJobId(instanceId, requests),
      },
    );
    expect(await again.waitUntilFinished(events, 10_000)).toBe('skipped');
    expect((await eventTypes(instanceId)).filter((t) => t === 'AiReplied')).toHaveLength(2);
    expect(await rated()).toBe(1);
    await events.close();
    await queue.close();
    redis.disconnect();
  });
});

describe('an enqueue lost after the commit', () => {
  it('is found by the next worker to start, and the answer gets exactly one reply and one rating', async () => {
    await Promise.all(product.processes.map((p) => p.stop('SIGTERM')));
    const fast = await product.startWorker();
    const { token, instanceId, question } = await startedInstance();
    await fast.stop('SIGTERM');

    const answering = product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      {
        assessmentInstanceId: instanceId,
        messages: [question, { role: 'user', content: 'The vapour cools and condenses into clouds.' }],
      },
      token,
    );
    // The answer is committed and its job enqueued; then the job is lost (as if Redis had dropped it).
    const redis = new Redis(product.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue<AiJobData>(AI_QUEUE, { connection: redis, prefix: product.config.QUEUE_PREFIX });
    await expect.poll(() => queue.getWaitingCount(), { timeout: 5000 }).toBe(1);
    await queue.drain();
    expect(await queue.getWaitingCount()).toBe(0);
    expect(await eventTypes(instanceId)).toContain('AnswerSubmitted');

    await product.startWorker();
    const reply = await answering;
    expect(reply.status).toBe(200);
    await expect
      .poll(async () => (await eventTypes(instanceId)).filter((t) => t === 'AnswerRated').length, { timeout: 10_000 })
      .toBe(1);
    const types = await eventTypes(instanceId);
    expect(types.filter((t) => t === 'AiReplied')).toHaveLength(2);
    await queue.close();
    redis.disconnect();
  }, 40_000);
});

describe('an answer sent again after its job was lost', () => {
  it('asks for the AI work again at once, without waiting for a sweep', async () => {
    if (product.processes.every((w) => w.child.exitCode !== null || w.child.signalCode !== null))
      await product.startWorker();
    const { token, instanceId, question } = await startedInstance();
    const redis = new Redis(product.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue<AiJobData>(AI_QUEUE, { connection: redis, prefix: product.config.QUEUE_PREFIX });
    const jobsOfInstance = async () =>
      (await queue.getJobs(['paused', 'wait'])).filter((job) => job.data.instanceId === instanceId).length;
    // No worker takes work meanwhile: the answer's job waits, and is lost (as when Redis restarts without it).
    await queue.pause();
    const body = {
      assessmentInstanceId: instanceId,
      messages: [question, { role: 'user', content: 'Rain falls when the drops in clouds grow heavy.' }],
    };
    expect((await product.api('POST', '/assessment_instances/submitAnswer', body, token)).status).toBe(202);
    expect(await jobsOfInstance()).toBe(1);
    await queue.drain();
    expect(await jobsOfInstance()).toBe(0);

    // The page sends the same answer again (its first call's answer never came): the work is asked for again.
    expect((await product.api('POST', '/assessment_instances/submitAnswer', body, token)).status).toBe(202);
    expect(await jobsOfInstance()).toBe(1);
    await queue.resume();
    await expect
      .poll(async () => (await eventTypes(instanceId)).filter((t) => t === 'AnswerRated').length, { timeout: 10_000 })
      .toBe(1);
    const types = await eventTypes(instanceId);
    expect([
      types.filter((t) => t === 'AnswerSubmitted').length,
      types.filter((t) => t === 'AiReplied').length,
    ]).toEqual([1, 2]);
    await queue.close();
    redis.disconnect();
  }, 40_000);
});
