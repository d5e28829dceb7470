import {
  type ClientEvent,
  type StudentInstanceChange,
  type StudentInstanceView,
  applyStudentChange,
} from '@checkin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, finishCheckIn, startCheckIn } from '../test/checkins.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';
import { InstanceChannels } from './instance-channels.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start();
});
afterAll(async () => {
  await product?.stop();
});

async function newInstance(sessionId: string, templateId: string, token: string) {
  const created = await product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: templateId, session_id: sessionId, student_name: 'Ada' },
    token,
  );
  expect(created.status).toBe(201);
  return created.body.assessmentInstanceId as string;
}

describe('a whole check-in over HTTP', () => {
  it("asks, records each answer, rates every answer and the conversation, and pushes each change of the student's view over socket.io", async () => {
    const { templateId, sessionId, teacher } = await classroom(product, {
      numberOfQuestions: 3,
      showSingleQuestionRating: true,
    });
    const token = await studentToken(product, sessionId);
    const instanceId = await newInstance(sessionId, templateId, token);

    const socket = product.socket(token);
    const changes: StudentInstanceChange[] = [];
    const deltas: string[] = [];
    socket.on('instance.change', (c) => changes.push(c));
    socket.on('ai.delta', (d) => deltas.push(d.text));
    const joined = await socket.emitWithAck('join', { room: `instance:${instanceId}` });
    expect(joined).toEqual({ ok: true, replayed: 0 });
    const read = async () =>
      (await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${instanceId}`, undefined, token)).body
        .data as StudentInstanceView;
    const joinedView = await read();

    const started = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: instanceId },
      token,
    );
    expect(started.status).toBe(200);
    expect(started.body.message.role).toBe('assistant');
    expect(started.body.message.content).toMatch(/Question 1 of 3/);

    const checkIn = { id: instanceId, token, messages: [{ role: 'assistant', content: started.body.message.content }] };
    const answers = [
      'Water evaporates when the sun heats it and turns into water vapor.',
      'The vapor cools and condenses into tiny drops that make clouds.',
      'Then it falls as rain or snow, which is precipitation, and collects in rivers and oceans.',
      'It collects in lakes and oceans and the cycle starts again.',
    ];
    // Each turn's statuses and the turn limit are checked by finishCheckIn; what each turn answers, here.
    const overall = await finishCheckIn(product, checkIn, answers, {
      maxTurns: 6,
      onTurn: ({ reply, rating }) => {
        expect(reply.body.success).toBe(true);
        expect(reply.body.messages).toEqual(checkIn.messages);
        expect(rating.body.data.index).toBe(checkIn.messages.length - 2);
        // an answer the examiner follows up on is not final: its student reads its rating once the question is past
        if (!/Question \d of 3|That was the last question/.test(reply.body.message.content)) {
          expect(rating.body.data).toMatchObject({ rating: null, explanation: null, example: null, ratingScale: null });
          return;
        }
        expect(rating.body.data.ratingScale.levels.map((l: { value: number }) => l.value)).toContain(
          rating.body.data.rating,
        );
        expect(rating.body.data.explanation.length).toBeGreaterThan(10);
        expect(rating.body.data.example.length).toBeGreaterThan(10);
      },
    });
    expect(overall.body.data.feedback).toMatch(/^Feedback: /);
    expect(overall.body.data.messages.at(-1).role).toBe('feedback');

    const doc = (
      await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${instanceId}`, undefined, token)
    ).body.data;
    expect(doc.state).toBe('Rated');
    expect(doc.number_of_questions_completed).toBe(3);
    expect(doc.started_at).toBeTruthy();
    expect(doc.completed_at).toBeTruthy();
    expect(doc.student_name).toBe('Ada');
    expect(doc.messageLogs.at(-1)).toMatchObject({ role: 'feedback' });
    // The token counts and (the template showing no single ratings) each answer's rating are the teacher's to read.
    const teacherDoc = (
      await product.api(
        'GET',
        `/assessment_instances/getAssessmentInstanceById/${instanceId}`,
        undefined,
        teacher.token,
      )
    ).body.data;
    expect(teacherDoc.token_usage['gpt-3'].total_tokens).toBeGreaterThan(0);
    expect(teacherDoc.token_usage['gpt-4'].total_tokens).toBeGreaterThan(0);
    const answerLogs = teacherDoc.messageLogs.filter((l: { role: string }) => l.role === 'user');
    expect(answerLogs.every((l: { rating: number | null }) => l.rating !== null)).toBe(true);

    // Every append after the join reached the student's socket once, as a change of their view; applied in order
    // from the view at the join, the changes make the view the API reads. Changes of two writers (the API's answer,
    // the worker's rating) may cross on the way: each follows a version, and the page applies them by it. The
    // built-in examiner writes each reply whole, so no words stream.
    await expect.poll(() => changes.at(-1)?.head.state).toBe('Rated');
    const ordered = [...changes].sort((a, b) => a.from - b.from);
    const applied = ordered.reduce<StudentInstanceView | null>(
      (view, c) => view && applyStudentChange(view, c),
      joinedView,
    );
    expect(applied).toEqual(doc);
    expect(deltas).toEqual([]);

    // The teacher sees the instance in the session's list.
    const list = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstancesForSessionId/${sessionId}`,
      undefined,
      teacher.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: string }) => d.id)).toEqual([instanceId]);
    socket.disconnect();
  });

  it('replays to a reconnecting socket the events after the last position it saw', async () => {
    const { templateId, sessionId, teacher } = await classroom(product);
    const token = await studentToken(product, sessionId);
    const instanceId = await newInstance(sessionId, templateId, token);
    await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: instanceId },
      token,
    );

    // Events of transactions newer than the oldest one still running anywhere on the server are held back
    // (so that none is skipped), so a replay may come short while other work runs: ask again until it is whole.
    const replay = async (after: string) => {
      const socket = product.socket(teacher.token);
      const received: ClientEvent[] = [];
      socket.on('instance.event', (e) => received.push(e));
      const joined = await socket.emitWithAck('join', { room: `session:${sessionId}`, after });
      socket.disconnect();
      expect(joined).toMatchObject({ ok: true, replayed: received.length });
      return received;
    };
    let all: ClientEvent[] = [];
    await expect.poll(async () => (all = await replay('0')).length).toBe(3);
    expect(all.map((e) => e.type)).toEqual(['InstanceCreated', 'InstanceStarted', 'AiReplied']);
    let rest: ClientEvent[] = [];
    await expect.poll(async () => (rest = await replay(all[0]!.position)).length).toBe(2);
    expect(rest.map((e) => e.type)).toEqual(['InstanceStarted', 'AiReplied']);
  });
});

describe("the web's answer call", () => {
  it("records the answer and answers 202 at once with the student's view; the reply comes on the socket, once", async () => {
    const { templateId, sessionId } = await classroom(product, { numberOfQuestions: 2 });
    const token = await studentToken(product, sessionId);
    const instanceId = await newInstance(sessionId, templateId, token);
    const socket = product.socket(token);
    const changes: StudentInstanceChange[] = [];
    socket.on('instance.change', (c) => changes.push(c));
    await socket.emitWithAck('join', { room: `instance:${instanceId}` });
    const started = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: instanceId },
      token,
    );
    const messages = [
      { role: 'assistant', content: started.body.message.content },
      { role: 'user', content: 'The sun heats the water and it evaporates into vapor.' },
    ];

    const submit = () =>
      product.api('POST', '/assessment_instances/submitAnswer', { assessmentInstanceId: instanceId, messages }, token);
    const sent = await submit();
    expect(sent.status).toBe(202);
    // What recording the answer changed of the student's view: the answer's log alone, after the question.
    const taken: StudentInstanceChange = sent.body.change;
    expect(taken.instanceId).toBe(instanceId);
    expect(taken.from).toBe(taken.head.version - 1);
    expect(taken.logs).toEqual([
      { index: 1, log: expect.objectContaining({ role: 'user', content: messages[1]!.content }) },
    ]);
    expect(taken.head.ai.pending.length).toBeGreaterThan(0);
    // The student's view: nothing of the teacher's (token counts, answer keys).
    expect(taken.head).not.toHaveProperty('token_usage');
    expect(taken.logs[0]!.log).not.toHaveProperty('answerKey');
    const view = taken.head;

    // Sent again (a resend after a network failure): the same answer, recorded once; the reply says nothing changed
    // since the version the instance is at.
    const again = await submit();
    expect(again.status).toBe(202);
    expect(again.body.change.logs).toEqual([]);
    expect(again.body.change.from).toBe(again.body.change.head.version);
    expect(again.body.change.head.version).toBeGreaterThanOrEqual(view.version);
    const replies = () => changes.flatMap((c) => c.logs).filter(({ log }) => log.role === 'assistant');
    await expect.poll(() => replies().length, { timeout: 10_000 }).toBe(2);
    const doc = (
      await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${instanceId}`, undefined, token)
    ).body.data;
    expect(doc.displayMessages.filter((m: { role: string }) => m.role === 'user')).toHaveLength(1);
    expect(doc.displayMessages.at(-1).role).toBe('assistant');
    // The answer was recorded once: one change brought it alone (the next brought its rating with the reply), at the
    // version the 202 answered with.
    const answered = changes.filter((c) => c.logs.length > 0 && c.logs.every(({ log }) => log.role === 'user'));
    expect(answered).toHaveLength(1);
    expect(answered[0]!.head.version).toBe(view.version);
    // The built-in examiner has the reply and the rating at once: the worker records them in one append.
    const results: Array<{ type: string; recorded_at: Date }> = await product.db.query(
      `SELECT type, recorded_at FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version`,
      [`instance-${instanceId}`, view.version],
    );
    expect(results.map((r) => r.type)).toEqual(['AiReplied', 'AnswerRated']);
    expect(results[0]!.recorded_at).toEqual(results[1]!.recorded_at);

    // A conversation that does not end with an answer is refused, naming the field.
    const noAnswer = await product.api(
      'POST',
      '/assessment_instances/submitAnswer',
      { assessmentInstanceId: instanceId, messages: messages.slice(0, 1) },
      token,
    );
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.errors[0].field).toBe('messages');
    socket.disconnect();
  });
});

describe('refusals', () => {
  it('answers 400 naming the field for bad bodies', async () => {
    const { templateId, sessionId } = await classroom(product);
    const token = await studentToken(product, sessionId);
    const noTemplate = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { session_id: sessionId },
      token,
    );
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.errors).toEqual([{ field: 'assessmentTemplateId', message: expect.any(String) }]);
    expect(noTemplate.body.errorMessage).toContain('assessmentTemplateId');

    const instanceId = await newInstance(sessionId, templateId, token);
    const badMessages = await product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      { assessmentInstanceId: instanceId, messages: 'hello' },
      token,
    );
    expect(badMessages.status).toBe(400);
    expect(badMessages.body.errors[0].field).toBe('messages');

    const badRole = await product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      { assessmentInstanceId: instanceId, messages: [{ role: 'wizard', content: 'x' }] },
      token,
    );
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors[0].field).toBe('messages.0.role');
  });

  it('refuses a student token on another session with 403, and a call without a token with "No token found"', async () => {
    const first = await classroom(product);
    const second = await classroom(product);
    const token = await studentToken(product, first.sessionId);
    const otherSession = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: second.templateId, session_id: second.sessionId },
      token,
    );
    expect(otherSession.status).toBe(403);

    const otherToken = await studentToken(product, second.sessionId);
    const theirs = await newInstance(second.sessionId, second.templateId, otherToken);
    const start = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: theirs },
      token,
    );
    expect(start.status).toBe(403);

    const socket = product.socket(token);
    expect(await socket.emitWithAck('join', { room: `instance:${theirs}` })).toEqual({ ok: false, error: 'forbidden' });
    socket.disconnect();

    const noToken = await product.api('POST', '/assessment_instances/startAssessmentInstance', {
      assessmentInstanceId: theirs,
    });
    expect(noToken).toEqual({ status: 401, body: { statusCode: 401, errorMessage: 'No token found' } });
  });

  it('refuses an answer before the start, and a second start', async () => {
    const { templateId, sessionId } = await classroom(product);
    const token = await studentToken(product, sessionId);
    const instanceId = await newInstance(sessionId, templateId, token);
    const early = await product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      { assessmentInstanceId: instanceId, messages: [{ role: 'user', content: 'hi' }] },
      token,
    );
    expect(early.status).toBe(409);
    expect(early.body.errorMessage).toBe('This check-in has not started yet.');
    await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: instanceId },
      token,
    );
    const twice = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: instanceId },
      token,
    );
    expect(twice.status).toBe(409);
  });

  it('refuses at once a rating of an instance that cannot have one yet: no answer, a conversation under way', async () => {
    const { templateId, sessionId } = await classroom(product);
    const token = await studentToken(product, sessionId);
    const instanceId = await newInstance(sessionId, templateId, token);
    const rate = (call: string) =>
      product.api('POST', `/assessment_instances/${call}`, { assessmentInstanceId: instanceId }, token);

    expect(await rate('getRatingForLastResponse')).toMatchObject({
      status: 409,
      body: { errorMessage: 'There is no answer to rate yet.' },
    });
    expect(await rate('getRatingForEntireConversation')).toMatchObject({
      status: 409,
      body: { errorMessage: 'The conversation is not finished yet.' },
    });
  });

  it('answers the same routes under /.netlify/functions/api/v1', async () => {
    const { sessionId, templateId } = await classroom(product);
    const reply = await product.request('POST', '/.netlify/functions/api/v1/sessions/gettokenforsession', {
      session_id: sessionId,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.template_id).toBe(templateId);
  });
});

describe('concurrent answers', () => {
  it('never corrupts the stream: exactly one of two different answers is taken, and the same answer twice is one', async () => {
    const { templateId, sessionId } = await classroom(product, { numberOfQuestions: 5 });
    const token = await studentToken(product, sessionId);
    const instanceId = await newInstance(sessionId, templateId, token);
    const started = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: instanceId },
      token,
    );
    const send = (messages: unknown[], messageId?: string) =>
      product.api(
        'POST',
        '/assessment_instances/getNextResponse',
        { assessmentInstanceId: instanceId, messages, ...(messageId ? { messageId } : {}) },
        token,
      );
    const question = { role: 'assistant', content: started.body.message.content };

    // Two tabs answer the same question at once: one answer is taken; the other is refused, never misplaced.
    const [a, b] = await Promise.all([
      send([question, { role: 'user', content: 'Evaporation happens first.' }], 'tab-a'),
      send([question, { role: 'user', content: 'Clouds form from vapor.' }], 'tab-b'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;

    // The same answer sent twice at once (a retry racing the first try) is recorded once.
    const conversation = [...winner.body.messages, { role: 'user', content: 'Rain falls down.' }];
    const [c, d] = await Promise.all([send(conversation), send(conversation)]);
    const doc = (
      await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${instanceId}`, undefined, token)
    ).body.data;
    const versions: Array<{ version: number }> = await product.db.query(
      `SELECT version FROM events WHERE stream_id = $1 ORDER BY version`,
      [`instance-${instanceId}`],
    );
    expect(versions.map((v) => v.version)).toEqual(versions.map((_, i) => i + 1));
    const userMessages = doc.displayMessages.filter((m: { role: string }) => m.role === 'user');
    const assistantMessages = doc.displayMessages.filter((m: { role: string }) => m.role === 'assistant');
    // One answer from the race, and the repeated answer (same position, same text) once: both callers get its reply.
    expect([c.status, d.status]).toEqual([200, 200]);
    expect(c.body.message).toEqual(d.body.message);
    expect(userMessages.length).toBe(2);
    expect(assistantMessages.length).toBe(3);
  });
});

describe('an API node and the instances its commands ran on', () => {
  it("holds each as the stream has it, the worker's appends heard, and takes the next answer from there", async () => {
    const checkIn = await startCheckIn(product, await classroom(product, { numberOfQuestions: 3 }));
    const channels = product.app.get(InstanceChannels);
    const streamVersion = async () =>
      Number(
        (
          await product.db.query(`SELECT max(version) AS v FROM events WHERE stream_id = $1`, [
            `instance-${checkIn.id}`,
          ])
        )[0].v,
      );
    // The first question is the worker's append: heard, not read.
    await expect.poll(async () => channels.held(checkIn.id)?.version === (await streamVersion())).toBe(true);

    await answer(product, checkIn, 'The sun heats the water and it evaporates into vapor.');
    await expect.poll(async () => channels.held(checkIn.id)?.version === (await streamVersion())).toBe(true);
    await answer(product, checkIn, 'Vapor cools high up and condenses into clouds.');
    const types = (
      await product.db.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [
        `instance-${checkIn.id}`,
      ])
    ).map((e: { type: string }) => e.type);
    expect(types.filter((t: string) => t === 'AnswerSubmitted')).toHaveLength(2);
    expect(types.filter((t: string) => t === 'AiReplied')).toHaveLength(3);
  });
});
