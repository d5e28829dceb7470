/**
 * getRatingForLastResponse and getRatingForEntireConversation with the spec's body (a conversation, no instance),
 * rated by the worker's offline examiner: with no answer key for a question it did not ask, the honest answer is
 * "not rated". The conversation goes through Postgres, never Redis; the instance form answers as before.
 */
import { NOT_RATED } from '@checkin/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, monthlyCredits, organisation, studentToken } from '../test/harness.js';
import { finishCheckIn, startCheckIn } from '../test/checkins.js';

const LAST = '/assessment_instances/getRatingForLastResponse';
const WHOLE = '/assessment_instances/getRatingForEntireConversation';
/** Words no product text holds, to look for wherever the conversation may have gone. */
const ANSWER = 'Quillwort sunbeams lift the puddle into zephyr clouds';

const conversation = [
  { role: 'assistant', content: 'Question 1 of 2: what happens to a puddle on a sunny day?' },
  { role: 'user', content: ANSWER },
  { role: 'assistant', content: 'Question 2 of 2: where does rain come from?' },
  { role: 'user', content: 'From clouds, when the droplets get heavy.' },
];

let product: TestProduct;
let room: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  product = await TestProduct.start();
  room = await classroom(product);
});
afterAll(async () => {
  await product?.stop();
});

describe('the last response of a given conversation', () => {
  it('is not rated by the offline examiner, which has no answer key for it, in the reply the spec gives', async () => {
    const reply = await product.api(
      'POST',
      LAST,
      { messages: conversation, grade: '5', topic: 'Water Cycle', ratingScaleId: 'three-level' },
      room.teacher.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      messages: conversation,
      index: 3,
      rating: null,
      ratingLabel: NOT_RATED,
      explanation: expect.stringMatching(/^Not rated/),
      example: '',
      ratingScale: { id: 'three-level' },
    });
    expect(reply.body.usage).toMatchObject({ total_tokens: expect.any(Number) });
    const [left] = await product.db.query(`SELECT count(*)::int AS n FROM rating_requests`);
    expect(left.n).toBe(0);
  });

  it('answers a student token too, with what their template shows', async () => {
    const token = await studentToken(product, room.sessionId);
    const reply = await product.api('POST', LAST, { messages: conversation, grade: 5, topic: 'Rain' }, token);
    expect(reply.status).toBe(200);
    // The classroom's template shows its students no rating of single answers.
    expect(reply.body.data).toMatchObject({ index: 3, rating: null, ratingLabel: null, ratingScale: null });
  });
});

describe('a given conversation as a whole', () => {
  it('is not rated by the offline examiner, with its feedback, in the reply the spec gives', async () => {
    const reply = await product.api(
      'POST',
      WHOLE,
      { messages: conversation, grade: '5', topic: 'Water Cycle', scaleRatingId: 'five-star' },
      room.teacher.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      rating: null,
      ratingLabel: NOT_RATED,
      explanation: expect.stringMatching(/^Not rated/),
      feedback: expect.stringMatching(/^Feedback: /),
      ratingScale: { id: 'five-star' },
    });
    expect(reply.body.data.messages).toEqual([
      ...conversation,
      { role: 'feedback', content: reply.body.data.feedback, rating: null, ratingScale: reply.body.data.ratingScale },
    ]);
    expect(reply.body.usage).toMatchObject({ total_tokens: expect.any(Number) });
  });
});

describe('what goes to Redis', () => {
  it('is the request id alone: the conversation is in no key, and its row is gone once rated', async () => {
    const reply = await product.api(
      'POST',
      WHOLE,
      { messages: conversation, grade: '5', topic: 'Water Cycle' },
      room.teacher.token,
    );
    expect(reply.status).toBe(200);
    const redis = new Redis(product.redisUrl);
    try {
      const dump = await dumpKeys(redis, `${product.config.QUEUE_PREFIX}:*`);
      const jobs = Object.entries(dump).filter(([key]) => /:ai-given-ratings:[0-9a-f-]{36}$/.test(key));
      expect(jobs.length).toBeGreaterThan(0);
      for (const [, value] of jobs)
        expect(JSON.parse((value as Record<string, string>).data!)).toEqual({
          requestId: expect.any(String),
        });
      expect(JSON.stringify(dump)).not.toContain('Quillwort');
    } finally {
      redis.disconnect();
    }
    const [left] = await product.db.query(`SELECT count(*)::int AS n FROM rating_requests`);
    expect(left.n).toBe(0);
  });
});

describe('a body that cannot be rated', () => {
  const valid = { messages: conversation, grade: '5', topic: 'Water Cycle' };
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    [LAST, 'no messages', { grade: '5', topic: 'x' }, 'messages'],
    [LAST, 'empty messages', { ...valid, messages: [] }, 'messages'],
    [LAST, 'no student answer', { ...valid, messages: [conversation[0]] }, 'messages'],
    [LAST, 'an answer before any question', { ...valid, messages: [conversation[1]] }, 'messages'],
    [LAST, 'a message of no known role', { ...valid, messages: [{ role: 'robot', content: 'x' }] }, 'messages.0.role'],
    [LAST, 'a grade of no school', { ...valid, grade: '14' }, 'grade'],
    [LAST, 'no topic', { messages: conversation, grade: '5' }, 'topic'],
    [LAST, 'an unknown rating scale', { ...valid, ratingScaleId: 'ten-level' }, 'ratingScaleId'],
    [LAST, 'an unknown prompt', { ...valid, promptId: 'rating-none-v9' }, 'promptId'],
    [
      LAST,
      "a conversation prompt for an answer's rating",
      { ...valid, promptId: 'conversation-default-v1' },
      'promptId',
    ],
    [WHOLE, 'empty messages', { ...valid, messages: [] }, 'messages'],
    [WHOLE, 'an unknown rating scale', { ...valid, scaleRatingId: 'ten-level' }, 'scaleRatingId'],
    [WHOLE, "an answer's rating prompt", { ...valid, promptId: 'rating-default-v1' }, 'promptId'],
  ];
  for (const [path, what, body, field] of cases) {
    it(`${path.split('/').pop()}: ${what} is a 400 naming ${field}`, async () => {
      const reply = await product.api('POST', path, body, room.teacher.token);
      expect(reply.status).toBe(400);
      expect(reply.body.errorMessage).toMatch(/^Invalid request: /);
      expect(reply.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  }

  it('without a token is a 401', async () => {
    for (const path of [LAST, WHOLE]) {
      const reply = await product.api('POST', path, valid);
      expect([path, reply.status, reply.body.errorMessage]).toEqual([path, 401, 'No token found']);
    }
  });
});

describe("a student's given conversation", () => {
  it("is refused as their check-in would be when their teacher's organisation has no credits left", async () => {
    const own = await classroom(product);
    const org = await organisation(product, own.teacher.id, []);
    await monthlyCredits(product, org, { left: 0, max: 10 });
    const token = await studentToken(product, own.sessionId);
    const reply = await product.api('POST', LAST, { messages: conversation, grade: '5', topic: 'Rain' }, token);
    expect(reply.status).toBe(402);
    expect(reply.body.errorMessage).toBe('There was a problem getting the rating for the last response');
    const teachers = await product.api(
      'POST',
      LAST,
      { messages: conversation, grade: '5', topic: 'Rain' },
      own.teacher.token,
    );
    expect(teachers.status).toBe(200);
  });
});

describe('the instance form', () => {
  it('answers from the instance the worker rated, as before', async () => {
    const checkIn = await startCheckIn(product, room);
    const overall = await finishCheckIn(product, checkIn, [
      'Water evaporates when the sun heats it.',
      'Clouds form when water vapour cools and condenses.',
      'Rain falls when the droplets in the clouds get heavy.',
    ]);
    expect(overall.body.data).toMatchObject({ ratingScale: { id: 'four-level' } });
    const last = await product.api('POST', LAST, { assessmentInstanceId: checkIn.id }, checkIn.token);
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ messageId: expect.any(String), index: expect.any(Number) });
    const missing = await product.api('POST', LAST, { assessmentInstanceId: '' }, checkIn.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'assessmentInstanceId', message: 'is required' }]);
  });
});

/** Every key under the pattern with its value, whatever its type. */
async function dumpKeys(redis: Redis, pattern: string): Promise<Record<string, unknown>> {
  const dump: Record<string, unknown> = {};
  for (const key of await redis.keys(pattern)) {
    const type = await redis.type(key);
    if (type === 'hash') dump[key] = await redis.hgetall(key);
    else if (type === 'string') dump[key] = await redis.get(key);
    else if (type === 'list') dump[key] = await redis.lrange(key, 0, -1);
    else if (type === 'set') dump[key] = await redis.smembers(key);
    else if (type === 'zset') dump[key] = await redis.zrange(key, 0, -1);
    else if (type === 'stream') dump[key] = await redis.xrange(key, '-', '+');
  }
  return dump;
}
