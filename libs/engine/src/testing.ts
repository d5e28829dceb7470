import {
  type InstanceCommand,
  type InstanceCreated,
  type InstanceState,
  type LiveInstanceState,
  evolve,
  initialState,
} from '@checkin/domain';
import { NOW, USAGE, answered, created, rated, replied, started } from '@checkin/domain/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type Socket, connect } from 'node:net';
import type { DataSource } from 'typeorm';
import { createDataSource, migrate } from './data-source.js';
import type { RecordedEvent } from './event-store.js';
import type { InstanceEngine } from './instance-engine.js';

/** The Postgres server tests use: this machine's, or TEST_DATABASE_SERVER_URL (a URL to its `postgres` database). */
export const TEST_DATABASE_SERVER =
  process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { url: string; db: DataSource; drop(): Promise<void> };

/** A fresh, migrated database of its own for one test file, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `checkin_test_${randomBytes(6).toString('hex')}`;
  const server = await createDataSource(TEST_DATABASE_SERVER, { poolSize: 1 }).initialize();
  await server.query(`CREATE DATABASE ${name}`);
  const url = TEST_DATABASE_SERVER.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`);
  const db = await createDataSource(url, { poolSize: 10, applicationName: 'checkin-test' }).initialize();
  await migrate(db);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.destroy();
    },
  };
}

/** The Redis server tests use: this machine's, or TEST_REDIS_URL. */
export const TEST_REDIS_SERVER = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A Redis database (1 to 15) for one product under test, emptied. Taken in turn from a counter in database 0, so
 * that the products of every test run on this machine at once (files in parallel, other checkouts) take different
 * ones until fifteen run together.
 */
export async function takeTestRedisDb(): Promise<string> {
  const counter = new Redis(`${TEST_REDIS_SERVER}/0`);
  try {
    const n = ((await counter.incr('checkin:test-redis-db')) % 15) + 1;
    const url = `${TEST_REDIS_SERVER}/${n}`;
    const db = new Redis(url);
    try {
      await db.flushdb();
    } finally {
      db.disconnect();
    }
    return url;
  } finally {
    counter.disconnect();
  }
}

/** An instance's creation with ids of its own (`instanceId` and fresh ones), as the database takes them. */
export function withOwnIds(event: InstanceCreated, instanceId: string = randomUUID()): InstanceCreated {
  const ids = { templateId: randomUUID(), sessionId: randomUUID(), ownerId: randomUUID(), studentId: randomUUID() };
  return { ...event, data: { ...event.data, instanceId, ...ids } };
}

/** A command that creates instance `instanceId` (test data, with ids of its own as the database takes them). */
export function createInstance(instanceId: string): InstanceCommand {
  return { type: 'CreateInstance', data: withOwnIds(created(), instanceId).data };
}

/** The worker's reply to what the instance waits for: after its last question, the one that ends the conversation. */
export function aiReply(state: LiveInstanceState): InstanceCommand {
  const cause = state.pending.find((r) => r.kind === 'next-response')!.cause;
  return {
    type: 'RecordAiReply',
    data: {
      now: NOW,
      cause,
      messageId: `ai-${cause}`,
      content: 'What happens to a puddle on a sunny day?',
      followUp: false,
      safetyConcern: null,
      usage: USAGE,
      model: 'test',
    },
  };
}

/** The worker's reply to the question the instance waits for, recorded by `worker` from the state it reads. */
export async function replyBy(worker: InstanceEngine, id: string): Promise<RecordedEvent[]> {
  const reply = aiReply((await worker.load(id)) as LiveInstanceState);
  const result = await worker.execute(id, reply, { correlationId: 'c', causationId: null, actor: 'test' });
  if (!result.ok) throw new Error(`the reply was refused: ${result.error.code}`);
  return result.events;
}

export type ConversationAppend = { turn: number; before: InstanceState; after: LiveInstanceState };

/**
 * A conversation of `questions` answers after the opening question (the first append here): each append (answer,
 * reply, rating) with the states around it.
 */
export function conversation(
  questions: number,
  first: InstanceCreated = created(questions),
): { appends: ConversationAppend[]; final: LiveInstanceState } {
  let state = [first, started(), replied(2, 0)].reduce(evolve, initialState);
  const appends: ConversationAppend[] = [{ turn: 0, before: initialState, after: state as LiveInstanceState }];
  for (let turn = 1; turn <= questions; turn++) {
    const answer = answered(`answer-${turn}`, turn - 1, `Answer ${turn}: water evaporates and condenses.`);
    const cause = state.version + 1;
    for (const event of [
      answer,
      replied(cause, turn, { shouldEnd: turn === questions }),
      rated(cause, `answer-${turn}`),
    ]) {
      const before = state;
      state = evolve(state, event);
      appends.push({ turn, before, after: state as LiveInstanceState });
    }
  }
  return { appends, final: state as LiveInstanceState };
}

/**
 * A test proxy's link: `client` joined both ways to a new connection to `port` on `host`, after `first` (what the
 * proxy read of the client's request already). Both ends are kept in `links` while open, for the proxy to cut; one
 * end failing or closing closes the other.
 */
export function tunnel(client: Socket, host: string, port: number, links: Set<Socket>, first?: string | Buffer): void {
  const upstream = connect(port, host);
  if (first) upstream.write(first);
  for (const end of [client, upstream]) {
    links.add(end);
    end.on('error', () => (client.destroy(), upstream.destroy()));
    end.on('close', () => (links.delete(end), client.destroy(), upstream.destroy()));
  }
  client.pipe(upstream).pipe(client);
}
