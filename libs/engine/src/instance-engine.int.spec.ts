import { type AiRequest, type InstanceCommand, type LiveInstanceState, decide } from '@checkin/domain';
import { NOW, USAGE } from '@checkin/domain/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiJobQueue } from './ai-job-queue.js';
import { EventStore } from './event-store.js';
import { InstanceEngine, instanceStreamId } from './instance-engine.js';
import type { EventPublisher } from './publisher.js';
import { type TestDatabase, aiReply, createInstance, createTestDatabase, replyBy } from './testing.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const META = { correlationId: 'c', causationId: null, actor: 'test' };
const quiet: EventPublisher = { published: async () => undefined };
const noJobs = { enqueue: async () => undefined, askAgain: async () => undefined } as unknown as AiJobQueue;

/** An engine as one process has it: the API node's, or a worker's. */
const engine = () => new InstanceEngine(database.db, quiet, noJobs);

async function storedTypes(id: string): Promise<string[]> {
  const events = await new EventStore(database.db).readStream(instanceStreamId(id), 0);
  return events.map((e) => e.type);
}

/** A started instance, made by `api`: it holds the state, awaiting the first question. */
async function startedBy(api: InstanceEngine): Promise<string> {
  const id = randomUUID();
  expect((await api.execute(id, createInstance(id), META)).ok).toBe(true);
  expect((await api.execute(id, { type: 'StartInstance', data: { now: NOW } }, META)).ok).toBe(true);
  return id;
}

const answer = (n: number): InstanceCommand => ({
  type: 'SubmitAnswer',
  data: { now: NOW, messageId: `answer-${n}`, content: 'It evaporates in the sun.', aiMessagesSeen: n },
});

describe('after an append', () => {
  it('enqueues the work it asked for only once the append is announced', async () => {
    const steps: string[] = [];
    let announce = () => {};
    const publisher: EventPublisher = {
      published: () => {
        steps.push('announcing');
        return new Promise<void>((resolve) => (announce = resolve));
      },
    };
    const jobs = { enqueue: async () => void steps.push('enqueued') } as unknown as AiJobQueue;
    const api = new InstanceEngine(database.db, publisher, jobs);
    const id = randomUUID();

    const created = api.execute(id, createInstance(id), META);
    await expect.poll(() => steps).toEqual(['announcing']);
    announce();
    expect((await created).ok).toBe(true);
    expect(steps).toEqual(['announcing', 'enqueued']);
  });
});

describe('a command from the state a process holds', () => {
  it('folds the appends it hears of, and starts the next command from them', async () => {
    const api = engine();
    const id = await startedBy(api);
    const events = await replyBy(engine(), id);

    api.heard(
      id,
      events.map((e) => ({ version: e.version, type: e.type as never, data: e.data })),
    );
    const held = api.held(id)!;
    expect(held.version).toBe(events.at(-1)!.version);
    const result = await api.execute(id, answer(1), META, held);
    expect(result.ok && result.events.map((e) => [e.type, e.version])).toEqual([['AnswerSubmitted', held.version + 1]]);
  });

  it('leaves the held state as it is when what it hears does not follow it', async () => {
    const api = engine();
    const id = await startedBy(api);
    const before = api.held(id)!;
    api.heard(id, [{ version: before.version + 2, type: 'InstanceStarted', data: { startedAt: NOW } }]);
    expect(api.held(id)).toBe(before);
  });

  it('decides again on the stream a command the held state refuses for lack of what another process appended', async () => {
    const api = engine();
    const id = await startedBy(api);
    await replyBy(engine(), id);
    // Not heard: the held state still waits for the question, and would refuse the answer to it.
    const held = api.held(id)!;
    expect(decide(answer(1), held)).toMatchObject({ code: 'AwaitingAiReply' });

    const result = await api.execute(id, answer(1), META, held);
    expect(result.ok).toBe(true);
    expect(await storedTypes(id)).toEqual(['InstanceCreated', 'InstanceStarted', 'AiReplied', 'AnswerSubmitted']);
  });

  it('appends once, after reading what it lacked, when the held state is behind the stream', async () => {
    const api = engine();
    const id = await startedBy(api);
    await replyBy(engine(), id);
    await api.load(id);
    // Another node changes the instance meanwhile (the student's name), unheard here.
    const details: InstanceCommand = { type: 'UpdateInstanceDetails', data: { now: NOW, studentName: 'Grace' } };
    expect((await engine().execute(id, details, META)).ok).toBe(true);

    const result = await api.execute(id, answer(1), META, api.held(id));
    expect(result.ok && result.state.studentName).toBe('Grace');
    expect((await storedTypes(id)).filter((t) => t === 'AnswerSubmitted')).toHaveLength(1);
  });

  it('refuses, as not found, an answer to an instance another process deleted, the held state not knowing it', async () => {
    const api = engine();
    const id = await startedBy(api);
    await replyBy(engine(), id);
    const held = (await api.load(id)) as LiveInstanceState;
    const by = { teacherId: held.ownerId, adminOfOrganizationId: null, ownerOrganizationId: null };
    expect((await engine().execute(id, { type: 'DeleteInstance', data: { now: NOW, by } }, META)).ok).toBe(true);

    const result = await api.execute(id, answer(1), META, held);
    expect(!result.ok && result.error.code).toBe('InstanceNotFound');
    expect(await storedTypes(id)).toEqual(['InstanceCreated', 'InstanceStarted', 'AiReplied', 'InstanceDeleted']);
  });
});

describe('a check-in come to rest', () => {
  it('is no longer held, and the next load starts from its last state, reading only what came after it', async () => {
    const api = engine();
    const id = await startedBy(api);
    const canceled = await api.execute(id, { type: 'CancelInstance', data: { now: NOW, reason: 'left' } }, META);
    if (!canceled.ok) throw new Error('not canceled');
    expect(api.held(id)).toBeUndefined();

    // Nothing came after: the state kept is the answer, folded from no event again.
    expect(await api.load(id)).toBe(canceled.state);
    // Another process deletes it meanwhile: the load folds that onto the state kept.
    const by = { teacherId: canceled.state.ownerId, adminOfOrganizationId: null, ownerOrganizationId: null };
    expect((await engine().execute(id, { type: 'DeleteInstance', data: { now: NOW, by } }, META)).ok).toBe(true);
    const loaded = (await api.load(id)) as LiveInstanceState;
    expect([loaded.version, loaded.deletedAt, loaded.canceledAt]).toEqual([canceled.state.version + 1, NOW, NOW]);
    expect(api.held(id)).toBeUndefined();
  });
});

describe('work done at once', () => {
  const conversationRated = (cause: number, rating: number): InstanceCommand => ({
    type: 'RecordConversationRating',
    data: {
      now: NOW,
      cause,
      rating,
      explanation: 'Shows the key ideas.',
      feedback: 'Well done.',
      usage: USAGE,
      model: 'test',
    },
  });

  /** An instance whose second and last answer awaits its reply, and the requests each append enqueued. */
  async function lastAnswerAwaitingReply() {
    const enqueued: AiRequest[][] = [];
    const jobs = {
      enqueue: async (_id: string, asked: AiRequest[]) => void enqueued.push(asked),
    } as unknown as AiJobQueue;
    const worker = new InstanceEngine(database.db, quiet, jobs);
    const id = await startedBy(engine());
    await replyBy(worker, id);
    expect((await worker.execute(id, answer(1), META)).ok).toBe(true);
    expect((await worker.execute(id, aiReply((await worker.load(id)) as LiveInstanceState), META)).ok).toBe(true);
    expect((await worker.execute(id, answer(2), META)).ok).toBe(true);
    enqueued.length = 0;
    return { id, worker, enqueued, state: (await worker.load(id)) as LiveInstanceState };
  }

  it('records the work an append asks for in that append, and enqueues none of it', async () => {
    const { id, worker, enqueued, state } = await lastAnswerAwaitingReply();
    const asked: AiRequest[] = [];
    const result = await worker.executeTogether(id, [aiReply(state)], META, {
      known: state,
      atOnce: (decided, work) => {
        asked.push(...work);
        expect(decided.status).toBe('Completed');
        return work.map((request) => conversationRated(request.cause, 3));
      },
    });

    const ending = state.version + 2;
    expect(asked).toEqual([{ kind: 'rate-conversation', cause: ending }]);
    expect(result.events.map((e) => [e.type, e.version])).toEqual([
      ['AiReplied', state.version + 1],
      ['ConversationCompleted', ending],
      ['ConversationRated', ending + 1],
    ]);
    expect(result.state.status).toBe('Rated');
    expect(result.state.pending.some((r) => r.kind === 'rate-conversation')).toBe(false);
    expect(enqueued).toEqual([[]]);
    expect((await storedTypes(id)).slice(-3)).toEqual(['AiReplied', 'ConversationCompleted', 'ConversationRated']);
  });

  it('leaves work the state refuses pending, and enqueues it', async () => {
    const { id, worker, enqueued, state } = await lastAnswerAwaitingReply();
    const result = await worker.executeTogether(id, [aiReply(state)], META, {
      known: state,
      // A rating off the instance's scale is refused.
      atOnce: (_decided, work) => work.map((request) => conversationRated(request.cause, 99)),
    });

    expect(result.events.map((e) => e.type)).toEqual(['AiReplied', 'ConversationCompleted']);
    expect(result.state.status).toBe('Completed');
    expect(enqueued).toEqual([[{ kind: 'rate-conversation', cause: state.version + 2 }]]);
  });
});
