import {
  AI_JOB_STALLS,
  AI_QUEUE,
  type AiJobData,
  type AiRequest,
  NEXT_RESPONSE_FAILED,
  type StudentInstanceChange,
  aiJobId,
} from '@checkin/contracts';
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type AddressInfo, type Socket, connect, createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChatRequest, FakeOpenAiServer } from '../../../worker/src/llm/openai/fake-openai-server.test-helpers.js';
import { type ProductProcess, TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
/** The examiner of the workers started `withModel`. */
let model: FakeOpenAiServer;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
  model = await FakeOpenAiServer.start();
});
afterAll(async () => {
  await product?.stop();
  await model?.close();
});

/** Every worker stopped (killed if it will not stop: see ProductProcess). */
const stopAll = () => Promise.all(product.processes.map((running) => running.stop()));

/** The turns' queue, as the test sees it, on a connection of its own; `close` ends both. */
function turnQueue() {
  const redis = new Redis(product.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<AiJobData>(AI_QUEUE, { connection: redis, prefix: product.config.QUEUE_PREFIX });
  return {
    queue,
    redis,
    close: async () => {
      await queue.close();
      redis.disconnect();
    },
  };
}

// Each test starts from no worker and an empty queue: whatever one left, if it failed, is not the next one's.
afterEach(async () => {
  await stopAll();
  const turns = turnQueue();
  await turns.queue.obliterate({ force: true });
  await turns.close();
});

const withModel = (env: Record<string, string> = {}) => ({
  AI_PROVIDER: 'openai',
  OPENAI_BASE_URL: model.baseURL,
  OPENAI_API_KEY: 'test',
  ...env,
});

/** A model's ratings, given at once: of the whole conversation when asked for feedback, else of one answer. */
function rates(request: ChatRequest) {
  const whole = request.messages[0]!.content.includes('"feedback"');
  const content = whole
    ? { rating: 3, explanation: 'Explains why rain falls.', feedback: 'Say where the drops come from.' }
    : { rating: 3, explanation: 'Names the weight of the drops.', example: 'Drops grow heavy and fall as rain.' };
  return { kind: 'reply' as const, content: JSON.stringify(content) };
}

/** The model as examiner: its turns stream, two words `gapMs` apart, and its ratings come at once. */
function examine(gapMs = 0) {
  model.reset();
  model.always((request) =>
    request.stream ? { kind: 'stream', deltas: ['Question 1 of 1: ', 'why does rain fall?'], gapMs } : rates(request),
  );
}

const streamedTurns = () => model.requests.filter((request) => request.stream).length;

async function startedInstance(numberOfQuestions = 3) {
  const { templateId, sessionId } = await classroom(product, { numberOfQuestions });
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

/**
 * The student's next answer sent by getNextResponse, once a worker has taken its job: `answering` is the call, which
 * waits for the reply. A worker stopped while it waited for work may have taken the queue's wake-up: the others then
 * take the job when their own wait ends (BullMQ's drainDelay, 5 s).
 */
async function answerTaken(student: Awaited<ReturnType<typeof startedInstance>>, content: string) {
  const { token, instanceId, question } = student;
  const answering = product.api(
    'POST',
    '/assessment_instances/getNextResponse',
    { assessmentInstanceId: instanceId, messages: [question, { role: 'user', content }] },
    token,
  );
  const turns = turnQueue();
  try {
    await expect.poll(() => turns.queue.getActiveCount(), { timeout: 10_000 }).toBe(1);
  } finally {
    await turns.close();
  }
  return { answering };
}

async function eventTypes(instanceId: string): Promise<string[]> {
  const rows: Array<{ type: string }> = await product.db.query(
    `SELECT type FROM events WHERE stream_id = $1 ORDER BY version`,
    [`instance-${instanceId}`],
  );
  return rows.map((r) => r.type);
}

async function lastReply(instanceId: string): Promise<string> {
  const rows: Array<{ content: string }> = await product.db.query(
    `SELECT data->>'content' AS content FROM events WHERE stream_id = $1 AND type = 'AiReplied'
      ORDER BY version DESC LIMIT 1`,
    [`instance-${instanceId}`],
  );
  return rows[0]!.content;
}

/** The answer has one rating, and one AI reply after the question's: once the rating is there, no more. */
async function expectOneReplyAndRating(instanceId: string) {
  await expect
    .poll(async () => (await eventTypes(instanceId)).filter((t) => t === 'AnswerRated').length, { timeout: 10_000 })
    .toBe(1);
  expect((await eventTypes(instanceId)).filter((t) => t === 'AiReplied')).toHaveLength(2);
}

/** A check-in started by a worker (started with `env`) that is the only one running then. */
async function startedAlone(env: Record<string, string> = {}, numberOfQuestions = 3) {
  await stopAll();
  const worker = await product.startWorker({ WORKER_LOCK_MS: '1000', ...env });
  return { worker, student: await startedInstance(numberOfQuestions) };
}

/** A started check-in, with no worker running, and its next answer sent by getNextResponse (`answering`). */
async function answerSent() {
  const { worker, student } = await startedAlone();
  const { token, instanceId, question } = student;
  await worker.stop('SIGTERM');
  const answering = product.api(
    'POST',
    '/assessment_instances/getNextResponse',
    {
      assessmentInstanceId: instanceId,
      messages: [question, { role: 'user', content: 'The vapour rises and cools.' }],
    },
    token,
  );
  return { answering, instanceId, token };
}

/** Starts a slow worker, and SIGKILLs it once it runs the instance's job for the `run`th time. */
async function runKilled(instanceId: string, run: number) {
  const worker = await product.startWorker({ AI_LATENCY_MS: '5000', WORKER_LOCK_MS: '1000' });
  const turns = turnQueue();
  const running = async () =>
    (await turns.queue.getActive()).some((job) => job.data.instanceId === instanceId && job.attemptsStarted === run);
  try {
    await expect.poll(running, { timeout: 10_000 }).toBe(true);
  } finally {
    await turns.close();
  }
  await worker.stop('SIGKILL');
}

describe('a worker killed mid-job', () => {
  /** The answer's reply once its job's worker was killed `kills` times, each while the job ran, and another runs. */
  async function replyAfter(kills: number) {
    const { answering, instanceId, token } = await answerSent();
    for (let run = 1; run <= kills; run++) await runKilled(instanceId, run);
    expect((await eventTypes(instanceId)).filter((t) => t === 'AiReplied')).toHaveLength(1);
    await product.startWorker({ WORKER_LOCK_MS: '1000' });
    return { reply: await answering, instanceId, token };
  }

  it.each([1, 2])(
    'leaves the answer with exactly one AI reply and one rating once a worker runs again (killed %i times)',
    async (kills) => {
      const { reply, instanceId } = await replyAfter(kills);
      expect(reply.status).toBe(200);
      expect(reply.body.message.content).toMatch(/Question 2 of 3|\?/);
      await expectOneReplyAndRating(instanceId);
      expect((await eventTypes(instanceId)).filter((t) => t === 'AnswerSubmitted')).toHaveLength(1);
    },
    40_000,
  );

  it(`fails the job after ${AI_JOB_STALLS + 1} kills, and the student waiting for the reply is told`, async () => {
    const { reply, instanceId, token } = await replyAfter(AI_JOB_STALLS + 1);
    expect(reply.status).toBe(502);
    expect(reply.body.errorMessage).toBe(NEXT_RESPONSE_FAILED);
    // the failures are recorded one after the other: the waiting call is told at the first
    const ai = async () =>
      (await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${instanceId}`, undefined, token)).body
        .data.ai;
    await expect
      .poll(async () => (await ai()).failed.map((failure: { kind: string }) => failure.kind).sort(), {
        timeout: 10_000,
      })
      .toEqual(['next-response', 'rate-answer']);
    expect((await ai()).pending).toEqual([]);
  }, 40_000);
});

/**
 * A connection to the test's Redis through this process, cut the moment a client sends `cutAt`: from then on what
 * either side sends is dropped, unanswered (`cutAt`'s own write too), as on a network that fails without closing
 * anything.
 */
async function cuttableRedis(redisUrl: string, cutAt: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    const redis = connect(Number(target.port), target.hostname);
    const close = () => [client, redis].forEach((socket) => socket.destroy());
    // What the client sent last, kept to find `cutAt` across two chunks.
    let sentLast = '';
    client.on('data', (chunk: Buffer) => {
      const sent = sentLast + chunk.toString('latin1');
      sentLast = sent.slice(-cutAt.length);
      cut ||= sent.includes(cutAt);
      if (!cut) redis.write(chunk);
    });
    redis.on('data', (chunk) => cut || client.write(chunk));
    for (const socket of [client, redis]) {
      sockets.add(socket);
      socket.on('error', close);
      socket.on('close', close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}${target.pathname}`,
    isCut: () => cut,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}

/** What a worker sends Redis first once an AI reply is committed: the reply's announcement on the instance's channel. */
const REPLY_ANNOUNCED = '"type":"AiReplied"';

describe('a worker that dies between its commit and its announcement', () => {
  it('has its job run again announce the reply, and the waiting call gets it', async () => {
    examine();
    const { worker: fast, student } = await startedAlone(withModel());
    const { token, instanceId } = student;
    await fast.stop('SIGTERM');

    // The student's page, in the instance's room.
    const page = product.socket(token);
    const changes: StudentInstanceChange[] = [];
    page.on('instance.change', (change) => changes.push(change));
    expect(await page.emitWithAck('join', { room: `instance:${instanceId}` })).toMatchObject({ ok: true });
    examine(400);
    const link = await cuttableRedis(product.redisUrl, REPLY_ANNOUNCED);
    const cutOff = await product.startWorker(withModel({ REDIS_URL: link.url, WORKER_LOCK_MS: '1000' }));
    const { answering } = await answerTaken(student, 'The sun warms the water and it rises as vapour.');
    await diesUnheardAfterReply(instanceId, cutOff, link);

    // The job's lock lapses and another worker runs it again: the work is recorded, and announced again.
    await product.startWorker(withModel({ WORKER_LOCK_MS: '1000' }));
    const reply = await answering;
    expect(reply.status).toBe(200);
    const types = await eventTypes(instanceId);
    expect(types.filter((t) => t === 'AiReplied')).toHaveLength(2);
    expect(types.filter((t) => t === 'AnswerRated')).toHaveLength(1);
    expect(reply.body.message.content).toBe(await lastReply(instanceId));
    // The page, which reads only when a change does not follow the one it shows, is sent the reply too.
    const shown = changes.flatMap((change) => change.logs.map(({ log }) => log.content));
    expect(shown).toContain(reply.body.message.content);
    page.disconnect();
  }, 40_000);
});

/**
 * A worker whose link to Redis is cut as it announces its AI reply, killed once that reply is recorded: the reply is
 * in Postgres, and neither announced nor followed by the work it asks for.
 */
async function diesUnheardAfterReply(
  instanceId: string,
  worker: ProductProcess,
  link: Awaited<ReturnType<typeof cuttableRedis>>,
) {
  await expect
    .poll(async () => (await eventTypes(instanceId)).filter((t) => t === 'AiReplied').length, { timeout: 5000 })
    .toBe(2);
  await expect.poll(link.isCut, { timeout: 5000 }).toBe(true);
  await worker.stop('SIGKILL');
  link.close();
}

describe('a job run again by a worker that holds the instance', () => {
  it('reads it, and announces the reply its run before recorded, without asking the examiner again', async () => {
    // This worker starts the check-in, and so follows the instance: it holds its state and hears its appends.
    examine();
    const { worker: holder, student } = await startedAlone(withModel());
    const { instanceId } = student;

    // Stopped, the holder leaves the answer's job to another worker, which reaches Redis through a link cut as it
    // announces its reply: the reply reaches Postgres and never Redis. The holder, run again, has heard the answer and
    // its rating, and not the reply.
    examine(400);
    const link = await cuttableRedis(product.redisUrl, REPLY_ANNOUNCED);
    const cutOff = await product.startWorker(withModel({ REDIS_URL: link.url, WORKER_LOCK_MS: '1000' }));
    holder.child.kill('SIGSTOP');
    let answering: ReturnType<TestProduct['api']>;
    try {
      ({ answering } = await answerTaken(student, 'Clouds are made of tiny drops of water.'));
      await diesUnheardAfterReply(instanceId, cutOff, link);
    } finally {
      holder.child.kill('SIGCONT');
    }

    const reply = await answering;
    expect(reply.status).toBe(200);
    expect(reply.body.message.content).toBe(await lastReply(instanceId));
    const types = await eventTypes(instanceId);
    expect(types.filter((t) => t === 'AiReplied')).toHaveLength(2);
    expect(types.filter((t) => t === 'AnswerRated')).toHaveLength(1);
    expect(streamedTurns()).toBe(1);
  }, 40_000);
});

describe('a worker that dies between its commit and the work that commit asks for', () => {
  it('has its job run again enqueue that work at once, not at the next sweep', async () => {
    examine();
    const { worker: fast, student } = await startedAlone(withModel(), 1);
    await fast.stop('SIGTERM');

    // The worker that takes the answer's job reaches Redis through a link cut as it announces its reply: the reply
    // that ends the check-in reaches Postgres, and neither its announcement nor the job for the conversation's rating
    // that it asks for reaches Redis. Its lock (3 s) outlasts the reply.
    examine(400);
    const link = await cuttableRedis(product.redisUrl, REPLY_ANNOUNCED);
    const cutOff = await product.startWorker(withModel({ REDIS_URL: link.url, WORKER_LOCK_MS: '3000' }));
    const { answering } = await answerTaken(student, 'Rain falls when the drops in a cloud grow too heavy.');
    // Another worker, running meanwhile, takes up the job once the lock lapses.
    await product.startWorker(withModel({ WORKER_LOCK_MS: '1000' }));
    const { instanceId } = student;
    await diesUnheardAfterReply(instanceId, cutOff, link);
    const killedAt = Date.now();

    const reply = await answering;
    expect(reply.status).toBe(200);
    expect(reply.body.shouldEnd).toBe(true);
    // The sweep would find the conversation's rating only after 10 s with no append, at its next run (every 30 s).
    await expect
      .poll(async () => (await eventTypes(instanceId)).includes('ConversationRated'), { timeout: 8000 })
      .toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(8000);
    const types = await eventTypes(instanceId);
    expect(types.filter((t) => t === 'AiReplied')).toHaveLength(2);
    expect(types.filter((t) => t === 'AnswerRated')).toHaveLength(1);
    expect(types.filter((t) => t === 'ConversationRated')).toHaveLength(1);
  }, 40_000);
});

describe('a job delivered twice', () => {
  it('is processed once: the second delivery is skipped', async () => {
    await product.startWorker();
    const { token, instanceId, question } = await startedInstance();
    const turns = turnQueue();
    const eventsLink = turns.redis.duplicate();
    const events = new QueueEvents(AI_QUEUE, { connection: eventsLink, prefix: product.config.QUEUE_PREFIX });
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
    const again = await turns.queue.add(
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
    eventsLink.disconnect();
    await turns.close();
  });
});

describe('an enqueue lost after the commit', () => {
  it('is found by the next worker to start, and the answer gets exactly one reply and one rating', async () => {
    const { answering, instanceId } = await answerSent();
    // The answer is committed and its job enqueued; then the job is lost (as if Redis had dropped it).
    const turns = turnQueue();
    await expect.poll(() => turns.queue.getWaitingCount(), { timeout: 5000 }).toBe(1);
    await turns.queue.drain();
    expect(await turns.queue.getWaitingCount()).toBe(0);
    expect(await eventTypes(instanceId)).toContain('AnswerSubmitted');

    await product.startWorker();
    const reply = await answering;
    expect(reply.status).toBe(200);
    await expectOneReplyAndRating(instanceId);
    await turns.close();
  }, 40_000);
});

describe('a job that failed without recording its failure', () => {
  it("runs again when the worker's sweep finds its work pending, and the answer gets its reply", async () => {
    const { answering, instanceId } = await answerSent();
    // Its worker failed it before recording anything, as one that lost Postgres on every attempt does.
    const turns = turnQueue();
    const failingLink = turns.redis.duplicate();
    const failing = new Worker<AiJobData>(
      AI_QUEUE,
      async () => {
        throw new UnrecoverableError('Postgres is away');
      },
      { connection: failingLink, prefix: product.config.QUEUE_PREFIX },
    );
    const failed = async () =>
      (await turns.queue.getFailed()).filter((job) => job.data.instanceId === instanceId).length;
    await expect.poll(failed, { timeout: 5000 }).toBe(1);
    await failing.close();
    failingLink.disconnect();

    // A worker starting sweeps for work pending (as every worker does every 30 s).
    await product.startWorker();
    const reply = await answering;
    expect(reply.status).toBe(200);
    await expectOneReplyAndRating(instanceId);
    expect(await failed()).toBe(0);
    await turns.close();
  }, 40_000);
});

describe('an answer sent again after its job was lost', () => {
  it('asks for the AI work again at once, without waiting for a sweep', async () => {
    await product.startWorker();
    const { token, instanceId, question } = await startedInstance();
    const turns = turnQueue();
    const { queue } = turns;
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
    await turns.close();
  }, 40_000);
});
