import type { ClientEvent, StudentInstanceChange } from '@checkin/contracts';
import { Agent, request } from 'node:http';
import { type Socket, io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, TestProduct, classroom } from '../test/harness.js';
import { type Nginx, UPSTREAM_HEADER, startNginx } from '../test/nginx.js';

/**
 * Two API processes and two workers on one Postgres and one Redis, behind nginx configured as deploy/nginx.conf,
 * as a scaled-out installation runs. Clients come from addresses of their own on the loopback network, so that
 * nginx's stickiness (by address) sends each to one process.
 */
let product: TestProduct;
let apis: ApiProcess[];
let nginx: Nginx;
beforeAll(async () => {
  product = await TestProduct.start();
  await product.startWorker();
  const behindProxy = { TRUST_PROXY: 'loopback' };
  apis = [await product.startApiProcess(behindProxy), await product.startApiProcess(behindProxy)];
  nginx = await startNginx(apis.map((api) => new URL(api.baseUrl).host));
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  await product?.stop();
});

type Reply = { status: number; body: any; servedBy: string };

/** A client on its own loopback address, calling and listening through nginx. */
function clientAt(localAddress: string) {
  const agent = new Agent({ localAddress, keepAlive: true });
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    new Promise<Reply>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${nginx.baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(token ? { 'x-auth-token': token } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              body: text.startsWith('{') ? JSON.parse(text) : text,
              servedBy: String(res.headers[UPSTREAM_HEADER] ?? ''),
            }),
          );
        },
      );
      req.once('error', reject);
      req.end(payload);
    });
  /** A socket as the web app opens one: long-polling first, then upgraded; reconnecting on its own. */
  const socket = (token: string): Socket =>
    io(nginx.baseUrl, {
      auth: { token },
      agent: agent as unknown as string,
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
  return { call, socket, close: () => agent.destroy() };
}

/** Loopback addresses that nginx sends to each API process: the first found for each, in the order of `apis`. */
async function addressesByProcess(): Promise<string[]> {
  const found = new Map<string, string>();
  for (let last = 2; last < 100 && found.size < apis.length; last++) {
    const address = `127.0.0.${last}`;
    const client = clientAt(address);
    const { servedBy } = await client.call('GET', '/health');
    client.close();
    if (!found.has(servedBy)) found.set(servedBy, address);
  }
  return apis.map((api) => {
    const address = found.get(new URL(api.baseUrl).host);
    if (!address) throw new Error(`nginx sent no address to ${api.baseUrl}: ${JSON.stringify([...found])}`);
    return address;
  });
}

/** Joins the room once the socket is connected (within 10 s: a socket split across processes never is). */
async function joined(socket: Socket, room: string): Promise<void> {
  if (!socket.connected) {
    await new Promise<void>((resolve, reject) => {
      const late = setTimeout(() => reject(new Error('the socket did not connect through nginx within 10 s')), 10_000);
      socket.once('connect', () => (clearTimeout(late), resolve()));
    });
  }
  expect(await socket.timeout(10_000).emitWithAck('join', { room })).toMatchObject({ ok: true });
}

describe('two API processes and two workers behind nginx', () => {
  it("keep a student's check-in and their teacher's report live across processes, and lose nothing when the student's process is killed", async () => {
    const [studentAddress, teacherAddress] = await addressesByProcess();
    const [studentProcess, teacherProcess] = apis.map((api) => new URL(api.baseUrl).host);
    const { teacher, templateId, sessionId } = await classroom(product, { numberOfQuestions: 3 });

    // The teacher's report, on the second process.
    const teacherClient = clientAt(teacherAddress!);
    const report = teacherClient.socket(teacher.token);
    const events: ClientEvent[] = [];
    report.on('instance.event', (event: ClientEvent) => events.push(event));
    await joined(report, `session:${sessionId}`);

    // The student, on the first process: token, check-in and its live view.
    const studentClient = clientAt(studentAddress!);
    const tokenReply = await studentClient.call('POST', '/api/v1/sessions/gettokenforsession', {
      session_id: sessionId,
    });
    expect([tokenReply.status, tokenReply.servedBy]).toEqual([200, studentProcess]);
    const token: string = tokenReply.body.token;
    const api = (path: string, body: unknown) =>
      studentClient.call('POST', `/api/v1/assessment_instances/${path}`, body, token);
    const created = await api('createAssessmentInstance', { assessmentTemplateId: templateId, session_id: sessionId });
    expect(created.status).toBe(201);
    const id: string = created.body.assessmentInstanceId;
    const view = studentClient.socket(token);
    const changes: StudentInstanceChange[] = [];
    view.on('instance.change', (change: StudentInstanceChange) => changes.push(change));
    let reconnects = 0;
    let rejoined: Promise<void> = Promise.resolve();
    view.io.on('reconnect', () => {
      reconnects++;
      // As the student's page does: back in its room on whichever process took it.
      rejoined = joined(view, `instance:${id}`);
    });
    await joined(view, `instance:${id}`);
    const started = await api('startAssessmentInstance', { assessmentInstanceId: id });
    expect([started.status, started.servedBy]).toEqual([200, studentProcess]);
    const messages = [{ role: 'assistant', content: started.body.message.content }];
    const answer = (n: number) => `Answer ${n}: the sun heats the water, which evaporates and rises.`;

    // Answer 1 through the student's process: the teacher, on the other, hears it, its reply and its rating.
    messages.push({ role: 'user', content: answer(1) });
    const first = await api('getNextResponse', { assessmentInstanceId: id, messages });
    expect([first.status, first.servedBy]).toEqual([200, studentProcess]);
    messages.push({ role: 'assistant', content: first.body.message.content });
    const heard = (type: string) => events.filter((e) => e.type === type).length;
    await expect.poll(() => [heard('AnswerSubmitted'), heard('AnswerRated')], { timeout: 10_000 }).toEqual([1, 1]);
    const studentReplies = () => changes.flatMap((c) => c.logs).filter(({ log }) => log.role === 'assistant');
    await expect.poll(() => studentReplies().length, { timeout: 10_000 }).toBe(2);

    // Answer 2 is taken, and the student's process is killed while a worker writes its reply.
    messages.push({ role: 'user', content: answer(2) });
    const second = await api('submitAnswer', { assessmentInstanceId: id, messages });
    expect([second.status, second.servedBy]).toEqual([202, studentProcess]);
    await apis[0]!.stop('SIGKILL');

    // nginx sends the student to the other process: the socket reconnects there, and the check-in goes on.
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBeGreaterThan(0);
    // Back in its room before it answers again, as the page is before it shows the check-in again: what is appended
    // before the join reaches no socket of the student's (the page reads the instance once joined).
    await rejoined;
    const document = async () => {
      const reply = await studentClient.call(
        'GET',
        `/api/v1/assessment_instances/getAssessmentInstanceById/${id}`,
        undefined,
        token,
      );
      expect([reply.status, reply.servedBy]).toEqual([200, teacherProcess]);
      return reply.body.data as { state: string; messageLogs: Array<{ role: string; content: string }> };
    };
    await expect
      .poll(async () => (await document()).messageLogs.filter((log) => log.role === 'assistant').length, {
        timeout: 10_000,
      })
      .toBe(3);
    const { state, messageLogs } = await document();
    // A third question is still to come: what follows is answered only by the process that took the student over.
    expect(state).toBe('Started');
    messages.push({ role: 'assistant', content: messageLogs.at(-1)!.content });
    // On to the end (a reply may ask a follow-up) through that process.
    let answers = 2;
    let ended = false;
    while (!ended && answers < 8) {
      messages.push({ role: 'user', content: answer(++answers) });
      const next = await api('getNextResponse', { assessmentInstanceId: id, messages });
      expect([next.status, next.servedBy]).toEqual([200, teacherProcess]);
      messages.push({ role: 'assistant', content: next.body.message.content });
      ended = next.body.shouldEnd;
    }
    expect(ended).toBe(true);
    // The student's view hears the last reply live, from that process.
    await expect
      .poll(() => studentReplies().some(({ log }) => log.content === messages.at(-1)!.content), { timeout: 10_000 })
      .toBe(true);

    // Nothing lost, nothing doubled: one reply and one rating per answer, whichever process and worker took it,
    // a stream without a gap, and every event of it heard live by the teacher, once.
    await expect.poll(() => heard('ConversationRated'), { timeout: 10_000 }).toBe(1);
    const rows: Array<{ type: string; version: number }> = await product.db.query(
      `SELECT type, version FROM events WHERE stream_id = $1 ORDER BY version`,
      [`instance-${id}`],
    );
    const count = (type: string) => rows.filter((r) => r.type === type).length;
    expect([count('AnswerSubmitted'), count('AiReplied'), count('AnswerRated'), count('ConversationRated')]).toEqual([
      answers,
      answers + 1,
      answers,
      1,
    ]);
    expect(rows.map((r) => r.version)).toEqual(rows.map((_, i) => i + 1));
    expect(events.map((e) => e.version)).toEqual(rows.map((r) => r.version));

    report.disconnect();
    view.disconnect();
    teacherClient.close();
    studentClient.close();
  }, 60_000);
});
