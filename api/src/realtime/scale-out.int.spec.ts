import type { ClientEvent, StudentInstanceChange } from '@checkin/contracts';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, TestProduct, classroom, studentToken } from '../test/harness.js';

/** Two API processes and two workers on one Postgres and one Redis, as a scaled-out installation runs. */
let product: TestProduct;
let second: ApiProcess;
beforeAll(async () => {
  product = await TestProduct.start();
  await product.startWorker();
  second = await product.startApiProcess();
}, 60_000);
afterAll(async () => {
  await product?.stop();
});

async function call(baseUrl: string, path: string, body: unknown, token: string) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A socket on one API process, in one room, gathering the instance events (a student: changes) it is sent. */
async function listener(baseUrl: string, token: string, room: string) {
  const socket = io(baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const events: ClientEvent[] = [];
  const changes: StudentInstanceChange[] = [];
  socket.on('instance.event', (event) => events.push(event));
  socket.on('instance.change', (change) => changes.push(change));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const joined = await socket.emitWithAck('join', { room });
  expect(joined).toMatchObject({ ok: true });
  return { socket, events, changes, types: () => events.map((e) => e.type) };
}

describe('two API processes and two workers', () => {
  it("show the teacher on one process the student's check-in taken on the other, live", async () => {
    const { teacher, templateId, sessionId } = await classroom(product, { numberOfQuestions: 2 });
    const first = product.baseUrl;
    const report = await listener(second.baseUrl, teacher.token, `session:${sessionId}`);

    const token = await studentToken(product, sessionId);
    const created = await call(
      first,
      '/assessment_instances/createAssessmentInstance',
      {
        assessmentTemplateId: templateId,
        session_id: sessionId,
      },
      token,
    );
    expect(created.status).toBe(201);
    const id: string = created.body.assessmentInstanceId;
    const student = await listener(first, token, `instance:${id}`);
    const started = await call(
      first,
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: id },
      token,
    );
    expect(started.status).toBe(200);

    // The first answer through one process, the second through the other: each waits for a reply a worker writes.
    const messages = [{ role: 'assistant', content: started.body.message.content }];
    for (const [i, baseUrl] of [first, second.baseUrl].entries()) {
      messages.push({ role: 'user', content: `Answer ${i + 1}: the sun heats the water, which evaporates.` });
      const reply = await call(
        baseUrl,
        '/assessment_instances/getNextResponse',
        { assessmentInstanceId: id, messages },
        token,
      );
      expect(reply.status).toBe(200);
      messages.push({ role: 'assistant', content: reply.body.message.content });
    }

    // The teacher hears the opening reply and, for each answer, the answer, its reply and its rating.
    const expected = ['AnswerSubmitted', 'AiReplied', 'AnswerRated'];
    await expect.poll(() => report.types().filter((t) => expected.includes(t)).length, { timeout: 10_000 }).toBe(7);
    expect(report.events.every((e) => e.instanceId === id)).toBe(true);
    const replies = () => student.changes.flatMap((c) => c.logs).filter(({ log }) => log.role === 'assistant');
    await expect.poll(() => replies().length, { timeout: 10_000 }).toBe(3);

    // Nothing doubled: one reply and one rating per answer, whichever process and worker took it.
    const rows: Array<{ type: string }> = await product.db.query(
      `SELECT type FROM events WHERE stream_id = $1 ORDER BY version`,
      [`instance-${id}`],
    );
    const count = (type: string) => rows.filter((r) => r.type === type).length;
    expect([count('AnswerSubmitted'), count('AiReplied'), count('AnswerRated')]).toEqual([2, 3, 2]);
    report.socket.disconnect();
    student.socket.disconnect();
  }, 40_000);
});
