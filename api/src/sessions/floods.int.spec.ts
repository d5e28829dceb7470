import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestProduct, classroom } from '../test/harness.js';
import { inOneWindow } from '../test/rate-windows.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({
    startWorker: false,
    // Low limits, and X-Forwarded-For trusted, so that a test plays many students from many addresses.
    config: { TRUST_PROXY: 'true', RATE_LIMIT_STUDENT_TOKEN: '4,8/3600', RATE_LIMIT_INSTANCE: '3,5/3600' },
  });
});
afterAll(async () => {
  await product?.stop();
});
beforeEach(() => inOneWindow(3600));

type Reply = { status: number; body: any; headers: Headers };

let n = 0;
/** A client address of its own, each time. */
const address = () => `10.17.${Math.floor(++n / 250)}.${n % 250}`;

async function post(path: string, body: unknown, from: string, token?: string): Promise<Reply> {
  const response = await fetch(`${product.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const askToken = (sessionId: string, from = address()) =>
  post('/sessions/gettokenforsession', { session_id: sessionId }, from);

async function token(sessionId: string): Promise<string> {
  const reply = await askToken(sessionId);
  expect(reply.status).toBe(200);
  return reply.body.token;
}

type Room = { templateId: string; sessionId: string };
const create = (room: Room, studentToken: string, from = address()) =>
  post(
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: room.templateId, session_id: room.sessionId },
    from,
    studentToken,
  );

const cancel = (instanceId: string, studentToken: string) =>
  post(
    '/assessment_instances/logConversation',
    { assessmentInstanceId: instanceId, state: 'Canceled' },
    address(),
    studentToken,
  );

function expectLimited(reply: Reply): void {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(reply.body).toEqual({
    statusCode: 429,
    errorMessage: 'Too many requests: please wait a moment and try again.',
    error_code: 'over_request_rate_limit',
  });
}

describe('student tokens', () => {
  it('answers a flood from one address with 429 and Retry-After; other addresses still get theirs', async () => {
    const { sessionId } = await classroom(product);
    const from = address();
    for (let i = 0; i < 4; i++) expect((await askToken(sessionId, from)).status).toBe(200);
    expectLimited(await askToken(sessionId, from));
    expect((await askToken(sessionId)).status).toBe(200);
  });

  it('limits each session across addresses, and leaves other sessions alone', async () => {
    const room = await classroom(product);
    for (let i = 0; i < 8; i++) expect((await askToken(room.sessionId)).status).toBe(200);
    expectLimited(await askToken(room.sessionId));
    const other = await classroom(product);
    expect((await askToken(other.sessionId)).status).toBe(200);
  });
});

describe('check-ins', () => {
  it('answers a flood from one address with 429 and Retry-After', async () => {
    const room = await classroom(product);
    const from = address();
    for (let i = 0; i < 3; i++) expect((await create(room, await token(room.sessionId), from)).status).toBe(201);
    expectLimited(await create(room, await token(room.sessionId), from));
  });

  it('limits each session across addresses; the teacher sees the students who started', async () => {
    const room = await classroom(product);
    const tokens = [];
    for (let i = 0; i < 6; i++) tokens.push(await token(room.sessionId));
    for (const studentToken of tokens.slice(0, 5)) expect((await create(room, studentToken)).status).toBe(201);
    expectLimited(await create(room, tokens[5]!));

    const session = await product.api(
      'GET',
      `/sessions/getSessionForSessionId/${room.sessionId}`,
      undefined,
      room.teacher.token,
    );
    expect(session.body.data.counts).toEqual({ in_progress: 5, completed: 0, canceled: 0 });
  });
});

describe('one student token', () => {
  it('makes one check-in: asking again, or twice at once, answers the same one', async () => {
    const room = await classroom(product);
    const studentToken = await token(room.sessionId);
    const first = await create(room, studentToken);
    expect(first.status).toBe(201);
    const again = await create(room, studentToken);
    expect(again).toMatchObject({ status: 201, body: first.body });

    const other = await token(room.sessionId);
    const [a, b] = await Promise.all([create(room, other), create(room, other)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.assessmentInstanceId).toBe(b.body.assessmentInstanceId);
    expect(a.body.assessmentInstanceId).not.toBe(first.body.assessmentInstanceId);

    const listed = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstancesForSessionId/${room.sessionId}`,
      undefined,
      room.teacher.token,
    );
    expect(listed.body.data).toHaveLength(2);
  });

  it('does not start again after canceling, unless the CheckIn allows retakes', async () => {
    const once = await classroom(product);
    const studentToken = await token(once.sessionId);
    const first = (await create(once, studentToken)).body.assessmentInstanceId;
    expect((await cancel(first, studentToken)).status).toBe(200);
    expect((await create(once, studentToken)).body.assessmentInstanceId).toBe(first);

    const retakes = await classroom(product, { allowRetakes: true });
    const retaker = await token(retakes.sessionId);
    const attempt1 = (await create(retakes, retaker)).body.assessmentInstanceId;
    // Still in progress: a reload, not a retake.
    expect((await create(retakes, retaker)).body.assessmentInstanceId).toBe(attempt1);
    expect((await cancel(attempt1, retaker)).status).toBe(200);
    const attempt2 = await create(retakes, retaker);
    expect(attempt2.status).toBe(201);
    expect(attempt2.body.assessmentInstanceId).not.toBe(attempt1);
    const doc = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${attempt2.body.assessmentInstanceId}`,
      undefined,
      retaker,
    );
    expect(doc.body.data.state).toBe('Created');
  });
});
