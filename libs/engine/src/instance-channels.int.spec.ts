import { appendedChannel } from '@checkin/contracts';
import type { InstanceCommand, LiveInstanceState } from '@checkin/domain';
import { NOW } from '@checkin/domain/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiJobQueue } from './ai-job-queue.js';
import { InstanceChannels } from './instance-channels.js';
import { InstanceEngine } from './instance-engine.js';
import { RedisEventPublisher } from './publisher.js';
import { type TestDatabase, createInstance, createTestDatabase, replyBy, takeTestRedisDb } from './testing.js';

let database: TestDatabase;
let redis: Redis;
let publisher: RedisEventPublisher;
const opened: InstanceChannels[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(await takeTestRedisDb());
  publisher = new RedisEventPublisher(redis);
});
afterAll(async () => {
  await Promise.all(opened.map((channels) => channels.close()));
  await publisher?.close();
  redis?.disconnect();
  await database?.drop();
});

const META = { correlationId: 'c', causationId: null, actor: 'test' };
const noJobs = { enqueue: async () => undefined, askAgain: async () => undefined } as unknown as AiJobQueue;

/** One process: its engine (appends announced on the instances' channels, as the product's are) and its ear. */
function processOf(): { engine: InstanceEngine; channels: InstanceChannels } {
  const engine = new InstanceEngine(database.db, publisher, noJobs);
  const channels = new InstanceChannels(redis, engine);
  channels.open();
  opened.push(channels);
  return { engine, channels };
}

async function streamVersion(id: string): Promise<number> {
  const rows: Array<{ v: number }> = await database.db.query(
    `SELECT max(version)::int AS v FROM events WHERE stream_id = $1`,
    [`instance-${id}`],
  );
  return rows[0]!.v;
}

/** How many connections Redis has subscribed to the instance's channel: a notice published before is not heard. */
async function listeners(id: string): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', appendedChannel(id))) as [string, number];
  return Number(count);
}

const answer: InstanceCommand = {
  type: 'SubmitAnswer',
  data: { now: NOW, messageId: 'answer-1', content: 'It evaporates in the sun.', aiMessagesSeen: 1 },
};

/** A started instance with its first question, and the API's and the worker's processes, each following it. */
async function checkIn() {
  const api = processOf();
  const worker = processOf();
  const id = randomUUID();
  expect((await api.engine.execute(id, createInstance(id), META)).ok).toBe(true);
  expect((await api.engine.execute(id, { type: 'StartInstance', data: { now: NOW } }, META)).ok).toBe(true);
  api.channels.follow(id);
  await expect.poll(() => listeners(id)).toBe(1);
  await replyBy(worker.engine, id);
  worker.channels.follow(id);
  await expect.poll(() => listeners(id)).toBe(2);
  await expect.poll(async () => api.channels.held(id)?.version === (await streamVersion(id))).toBe(true);
  return { id, api, worker };
}

describe('a process following an instance', () => {
  it("holds the answer another process appended, as the stream has it, so that the answer's job starts without a read", async () => {
    const { id, api, worker } = await checkIn();
    const before = worker.channels.held(id)!.version;
    // Not yet the state the answer's job needs: that job would read.
    expect(worker.channels.held(id, before + 1)).toBeUndefined();

    expect((await api.engine.execute(id, answer, META, api.channels.held(id))).ok).toBe(true);

    await expect.poll(() => worker.channels.held(id)?.version).toBe(before + 1);
    expect(worker.channels.held(id, before + 1)).toBe(worker.channels.held(id));
    expect(await streamVersion(id)).toBe(before + 1);
    const held = worker.channels.held(id) as LiveInstanceState;
    expect(held.messages.at(-1)).toMatchObject({ role: 'user', content: 'It evaporates in the sun.' });
    expect(held.pending.map((r) => r.kind).sort()).toEqual(['next-response', 'rate-answer']);
  });

  it('vouches for no state it holds once its connection to Redis was lost, until it follows the instance again', async () => {
    const { id, worker } = await checkIn();
    expect(worker.channels.held(id)).toBeDefined();
    const subscriber = (worker.channels as unknown as { subscriber: Redis }).subscriber;

    // The connection drops and comes back: whatever was announced meanwhile never came.
    subscriber.disconnect(true);
    await expect.poll(() => worker.channels.held(id)).toBeUndefined();
    expect(worker.engine.held(id)).toBeDefined();

    worker.channels.follow(id);
    expect(worker.channels.held(id)).toBe(worker.engine.held(id));
  });

  it('lets go of an instance at rest: no state held, and its channel left by the process that appended and the one that heard', async () => {
    const { id, api, worker } = await checkIn();
    const cancel: InstanceCommand = { type: 'CancelInstance', data: { now: NOW, reason: 'The class ended.' } };

    const result = await api.engine.execute(id, cancel, META, api.channels.held(id));
    expect(result.ok && result.state.status).toBe('Canceled');
    api.channels.follow(id);

    expect(api.engine.held(id)).toBeUndefined();
    await expect.poll(() => worker.engine.held(id)).toBeUndefined();
    await expect.poll(() => listeners(id)).toBe(0);
    // The next command reads the instance, as it stands.
    expect(await api.engine.load(id)).toMatchObject({ status: 'Canceled', version: await streamVersion(id) });
    expect(api.engine.held(id)).toBeUndefined();
  });
});
