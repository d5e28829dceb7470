import type { DraftKeyUpdate } from '@checkin/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatRequest,
  chatText,
  FakeOpenAiServer,
} from '../../../worker/src/llm/openai/fake-openai-server.test-helpers.js';
import { TestProduct } from '../test/harness.js';

let model: FakeOpenAiServer;
let product: TestProduct;
let teacher: { id: string; token: string };
beforeAll(async () => {
  model = await FakeOpenAiServer.start();
  product = await TestProduct.start({
    config: { AI_PROVIDER: 'openai' },
    workerEnv: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_API_KEY: 'test',
      AI_RATING_MODEL: 'rater',
    },
  });
  teacher = await product.teacher();
});
afterAll(async () => {
  await product?.stop();
  await model?.close();
});
beforeEach(() => model.reset());

const VOLCANO_KEY = {
  modelAnswer: 'Volcanoes form where plates meet or pull apart, because magma rises through the gaps.',
  keyPoints: ['plates meet or pull apart', 'magma rises through the gaps'],
  misconceptions: ['volcanoes form wherever mountains are tallest'],
};
const LAVA_KEY = {
  modelAnswer: 'Lava is magma that has reached the surface.',
  keyPoints: ['magma is molten rock underground', 'it is called lava once it erupts'],
  misconceptions: [],
};
const TEACHERS_KEY = { modelAnswer: 'Ash can block sunlight.', keyPoints: ['ash blocks sunlight'], misconceptions: [] };

/** A key as the model writes it: labelled lines, a few words at a time. */
function written(key: typeof VOLCANO_KEY): string[] {
  const text = [
    `Model answer: ${key.modelAnswer}`,
    'Key points:',
    ...key.keyPoints.map((p) => `- ${p}`),
    ...(key.misconceptions.length ? ['Misconceptions:', ...key.misconceptions.map((m) => `- ${m}`)] : []),
  ].join('\n');
  return text.match(/\S+\s*/g)!;
}

/** The model drafts the key of whichever question it is asked about. */
const drafting = (request: ChatRequest) => ({
  kind: 'stream' as const,
  deltas: written(chatText(request).includes('Why do most volcanoes') ? VOLCANO_KEY : LAVA_KEY),
  gapMs: 15,
});

const QUESTIONS = [
  { question: 'Why do most volcanoes form near the edges of <b>plates</b>?', key: null },
  { question: 'What can volcanic ash do to the weather?', key: TEACHERS_KEY },
  { question: 'What is lava?', key: null },
];

/** A teacher's socket in the room of a new draft request, gathering its updates. */
async function draftRoom(token = teacher.token) {
  const requestId = randomUUID();
  const socket = product.socket(token);
  const updates: DraftKeyUpdate[] = [];
  socket.on('key.draft', (update) => updates.push(update));
  const joined = await socket.emitWithAck('join', { room: `draft:${requestId}` });
  return { requestId, socket, updates, joined };
}

const ask = (body: unknown, token = teacher.token) =>
  product.api('POST', '/assessment_templates/draftAnswerKeys', body, token);

async function finals(updates: DraftKeyUpdate[], count: number): Promise<DraftKeyUpdate[]> {
  const done = () => updates.filter((u) => u.state !== 'drafting');
  await expect.poll(() => done().length, { timeout: 15_000 }).toBe(count);
  return done();
}

describe('drafting answer keys with a model', () => {
  it("streams a key into each question whose key is empty, and leaves the teacher's own key alone", async () => {
    model.always(drafting);
    const room = await draftRoom();
    expect(room.joined).toEqual({ ok: true, replayed: 0 });

    const reply = await ask({ requestId: room.requestId, grade: 6, topic: 'Volcanoes', questions: QUESTIONS });
    expect(reply).toMatchObject({ status: 202, body: { data: { requestId: room.requestId, drafting: [0, 2] } } });

    const done = await finals(room.updates, 2);
    room.socket.disconnect();
    expect(done).toEqual(
      expect.arrayContaining([
        { requestId: room.requestId, index: 0, state: 'drafted', key: VOLCANO_KEY },
        { requestId: room.requestId, index: 2, state: 'drafted', key: LAVA_KEY },
      ]),
    );
    for (const index of [0, 2]) {
      const mine = room.updates.filter((u) => u.index === index);
      const streamed = mine.filter((u) => u.state === 'drafting');
      // The key fills as it is written: several growing updates, every one before the final key.
      expect(streamed.length).toBeGreaterThan(1);
      expect(mine.at(-1)!.state).toBe('drafted');
      const answers = streamed.map((u) => (u.state === 'drafting' ? u.key.modelAnswer : ''));
      expect(answers[0]!.length).toBeLessThan(answers.at(-1)!.length);
    }
    expect(room.updates.some((u) => u.index === 1)).toBe(false);

    expect(model.requests).toHaveLength(2);
    expect(model.requests.every((r) => r.model === 'rater' && r.stream === true)).toBe(true);
    const asked = model.requests.map(chatText).join('\n');
    expect(asked).toContain(
      '<question>Why do most volcanoes form near the edges of &lt;b&gt;plates&lt;/b&gt;?</question>',
    );
    expect(asked).toContain('<grade>6</grade>');
    expect(asked).not.toContain('volcanic ash');
  });

  it('asks again when a reply makes no key, and says plainly that the draft failed when it fails twice', async () => {
    model.always({ kind: 'stream', deltas: ['Sorry, ', 'I cannot help ', 'with that.'] });
    const room = await draftRoom();
    await ask({ requestId: room.requestId, grade: '6', topic: 'Volcanoes', questions: [QUESTIONS[0]] });
    const [failed] = await finals(room.updates, 1);
    room.socket.disconnect();
    expect(failed).toEqual({
      requestId: room.requestId,
      index: 0,
      state: 'failed',
      error: expect.stringContaining('did not make an answer key twice (keyPoints: must list at least one key point)'),
    });
    expect(model.requests).toHaveLength(2);
    expect(chatText(model.requests[1]!)).toContain('That reply did not make an answer key');
  });

  it("keeps a teacher's drafts to that teacher, and refuses bad input with the field", async () => {
    const room = await draftRoom();
    const other = await product.teacher();
    const theirs = product.socket(other.token);
    expect(await theirs.emitWithAck('join', { room: `draft:${room.requestId}` })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    theirs.disconnect();
    room.socket.disconnect();
    const body = { requestId: room.requestId, grade: '6', topic: 'Volcanoes', questions: [QUESTIONS[0]] };
    expect(await ask(body, other.token)).toMatchObject({ status: 409 });
    expect((await ask(body, '')).status).toBe(401);

    const bad = await ask({ ...body, requestId: randomUUID(), questions: [{ question: '', key: null }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'questions.0.question', message: 'must not be empty' }]);
    expect((await ask({ ...body, requestId: 'mine' })).body.errors).toEqual([
      { field: 'requestId', message: 'must be a UUID' },
    ]);
  });

  it('drafts nothing more once the teacher cancels', async () => {
    model.always(drafting);
    const room = await draftRoom();
    const cancel = await product.api(
      'POST',
      '/assessment_templates/cancelDraftAnswerKeys',
      { requestId: room.requestId },
      teacher.token,
    );
    expect(cancel).toMatchObject({ status: 200, body: { message: 'Drafts cancelled' } });
    await ask({ requestId: room.requestId, grade: '6', topic: 'Volcanoes', questions: QUESTIONS });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    room.socket.disconnect();
    expect(model.requests).toHaveLength(0);
    expect(room.updates).toEqual([]);
  });
});
