import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createInstance, finishCheckIn, startCheckIn } from '../test/checkins.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start();
});
afterAll(async () => {
  await product?.stop();
});

const ANSWER = 'Water evaporates, condenses into clouds and falls as rain.';
const CLOSED = { statusCode: 403, errorMessage: 'This check-in is closed. Ask your teacher for a new link.' };

const close = (token: string, session_id: string, archived: boolean) =>
  product.api('PATCH', '/sessions/updateSession', { session_id, logObject: { archived } }, token);

const createInstanceIn = (token: string, templateId: string, sessionId: string) =>
  createInstance(product, token, { assessmentTemplateId: templateId, session_id: sessionId });

describe('a closed session', () => {
  it('takes no new students, while the students already inside finish', async () => {
    const { teacher, templateId, sessionId } = await classroom(product, { numberOfQuestions: 1 });
    const inside = await studentToken(product, sessionId);
    const instance = await createInstanceIn(inside, templateId, sessionId);
    expect(instance.status).toBe(201);
    const instanceId = instance.body.assessmentInstanceId as string;
    // A student who opened the link but had not begun yet.
    const waiting = await studentToken(product, sessionId);

    expect((await close(teacher.token, sessionId, true)).status).toBe(200);
    expect(await product.api('POST', '/sessions/gettokenforsession', { session_id: sessionId })).toEqual({
      status: 403,
      body: CLOSED,
    });
    expect(await createInstanceIn(waiting, templateId, sessionId)).toEqual({ status: 403, body: CLOSED });

    const started = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: instanceId },
      inside,
    );
    expect(started.status).toBe(200);
    const checkIn = {
      id: instanceId,
      token: inside,
      messages: [{ role: 'assistant', content: started.body.message.content }],
    };
    await finishCheckIn(product, checkIn, [ANSWER], { maxTurns: 6 });
    const doc = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${instanceId}`,
      undefined,
      inside,
    );
    expect(['Completed', 'Rated']).toContain(doc.body.data.state);

    const archived = await product.api('GET', '/sessions/getArchivedSessionsForUser', undefined, teacher.token);
    expect(archived.body.data).toMatchObject([
      { id: sessionId, archived: true, counts: { in_progress: 0, completed: 1, canceled: 0 } },
    ]);
  });

  it('lets a student who is mid-answer when it closes reload and finish, and tells a new one it is closed', async () => {
    const { teacher, templateId, sessionId } = await classroom(product, { numberOfQuestions: 2 });
    const checkIn = await startCheckIn(product, { templateId, sessionId });
    await answer(product, checkIn, ANSWER);

    expect((await close(teacher.token, sessionId, true)).body.data).toMatchObject({ id: sessionId, archived: true });

    // Their page after a reload: the session and their check-in's document, still under way.
    const session = await product.api('GET', `/sessions/getSessionForSessionId/${sessionId}`, undefined, checkIn.token);
    expect(session.body.data).toMatchObject({ id: sessionId, archived: true });
    const doc = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${checkIn.id}`,
      undefined,
      checkIn.token,
    );
    expect(doc.body.data.state).toBe('Started');

    await finishCheckIn(product, checkIn, [ANSWER], { maxTurns: 6 });
    const report = await product.api('GET', '/sessions/getArchivedSessionsForUser', undefined, teacher.token);
    expect(report.body.data.find((s: { id: string }) => s.id === sessionId).counts).toEqual({
      in_progress: 0,
      completed: 1,
      canceled: 0,
    });

    // A newcomer is turned away at the link, before any check-in is made.
    expect(await product.api('POST', '/sessions/gettokenforsession', { session_id: sessionId })).toEqual({
      status: 403,
      body: CLOSED,
    });
  });

  it('takes students again once reopened', async () => {
    const { teacher, templateId, sessionId } = await classroom(product);
    await close(teacher.token, sessionId, true);
    expect((await product.api('POST', '/sessions/gettokenforsession', { session_id: sessionId })).status).toBe(403);
    await close(teacher.token, sessionId, false);
    const token = await studentToken(product, sessionId);
    expect((await createInstanceIn(token, templateId, sessionId)).status).toBe(201);
  });
});
