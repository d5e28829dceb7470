import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

const createSession = (token: string, assessment_template_id: string, name: unknown) =>
  product.api('POST', '/sessions/createSession', { assessment_template_id, name }, token);
const updateSession = (token: string, session_id: string, logObject: unknown) =>
  product.api('PATCH', '/sessions/updateSession', { session_id, logObject }, token);
const get = (path: string, token: string) => product.api('GET', `/sessions/${path}`, undefined, token);

async function studentInstance(templateId: string, sessionId: string) {
  const token = await studentToken(product, sessionId);
  const created = await product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: templateId, session_id: sessionId },
    token,
  );
  expect(created.status).toBe(201);
  return { token, id: created.body.assessmentInstanceId as string };
}

const NO_ONE = { in_progress: 0, completed: 0, canceled: 0 };

describe('createSession', () => {
  it("answers 201 with the session, its CheckIn's name and no one in it yet", async () => {
    const { teacher, templateId } = await classroom(product);
    const reply = await createSession(teacher.token, templateId, '  Period 3 ');
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      assessment_template_id: templateId,
      owner_id: teacher.id,
      name: 'Period 3',
      archived: false,
      template_name: 'Water cycle',
      counts: NO_ONE,
    });
    expect(reply.body.data.id).toBe(reply.body.data.session_id);
  });

  it('refuses a bad body, naming the field', async () => {
    const { teacher, templateId } = await classroom(product);
    const empty = await createSession(teacher.token, templateId, ' ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'name', message: 'must not be empty' }]);
    const noTemplate = await product.api('POST', '/sessions/createSession', { name: 'x' }, teacher.token);
    expect(noTemplate.body.errors).toEqual([{ field: 'assessment_template_id', message: 'is required' }]);
  });

  it("refuses another teacher's template: 404 when private, 403 when public", async () => {
    const owner = await classroom(product);
    const other = await product.teacher();
    expect((await createSession(other.token, owner.templateId, 'Mine')).status).toBe(404);
    const shared = await classroom(product, { isPublic: true });
    expect(await createSession(other.token, shared.templateId, 'Mine')).toEqual({
      status: 403,
      body: { statusCode: 403, errorMessage: 'Only the teacher who made this CheckIn can share it.' },
    });
  });
});

describe('updateSession', () => {
  it('renames, closes and reopens; the lists follow', async () => {
    const { teacher, sessionId } = await classroom(product);
    const renamed = await updateSession(teacher.token, sessionId, { name: 'Class 5C' });
    expect(renamed).toMatchObject({ status: 200, body: { message: 'Session updated', data: { name: 'Class 5C' } } });

    const closed = await updateSession(teacher.token, sessionId, { archived: true });
    expect(closed.body.data).toMatchObject({ name: 'Class 5C', archived: true });
    expect((await get('getSessionsForUser/', teacher.token)).body.data).toEqual([]);
    expect((await get('getArchivedSessionsForUser', teacher.token)).body.data).toMatchObject([{ id: sessionId }]);

    const reopened = await updateSession(teacher.token, sessionId, { archived: false });
    expect(reopened.body.data.archived).toBe(false);
    expect((await get('getSessionsForUser/', teacher.token)).body.data).toMatchObject([{ id: sessionId }]);
    expect((await get('getArchivedSessionsForUser', teacher.token)).body.data).toEqual([]);
  });

  it('refuses bad values and fields it does not change, naming them', async () => {
    const { teacher, sessionId } = await classroom(product);
    const cases: Array<[unknown, string]> = [
      [{ name: '' }, 'logObject.name'],
      [{ archived: 'yes' }, 'logObject.archived'],
      [{ template_id: 'x' }, 'logObject'],
      [{}, 'logObject'],
    ];
    for (const [logObject, field] of cases) {
      const reply = await updateSession(teacher.token, sessionId, logObject);
      expect(reply.status, JSON.stringify(logObject)).toBe(400);
      expect(reply.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('session lists', () => {
  it('count instances in progress, completed and canceled; previews never', async () => {
    const { teacher, templateId, sessionId } = await classroom(product);
    const second = (await createSession(teacher.token, templateId, 'Class 5D')).body.data.id as string;
    await studentInstance(templateId, sessionId);
    const leaving = await studentInstance(templateId, sessionId);
    await studentInstance(templateId, second);
    const canceled = await product.api(
      'POST',
      '/assessment_instances/logConversation',
      { assessmentInstanceId: leaving.id, messages: [], state: 'Canceled' },
      leaving.token,
    );
    expect(canceled.status).toBe(200);
    // The teacher trying the CheckIn inside the session is a preview: not counted, not listed.
    const preview = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: sessionId },
      teacher.token,
    );
    expect(preview.status).toBe(201);

    const forTemplate = await get(`getSessionsForTemplateId/${templateId}`, teacher.token);
    expect(forTemplate.status).toBe(200);
    expect(forTemplate.body.data).toMatchObject([
      { id: second, counts: { in_progress: 1, completed: 0, canceled: 0 } },
      { id: sessionId, template_name: 'Water cycle', counts: { in_progress: 1, completed: 0, canceled: 1 } },
    ]);
    const forUser = await get('getSessionsForUser/', teacher.token);
    expect(forUser.body.data).toEqual(forTemplate.body.data);
    const one = await get(`getSessionForSessionId/${sessionId}`, teacher.token);
    expect(one.body.data.counts).toEqual({ in_progress: 1, completed: 0, canceled: 1 });
    const instances = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstancesForSessionId/${sessionId}`,
      undefined,
      teacher.token,
    );
    expect(instances.body.data.map((d: { mode: string }) => d.mode)).toEqual(['Student', 'Student']);

    // The template's list keeps closed sessions, marked.
    await updateSession(teacher.token, second, { archived: true });
    const after = await get(`getSessionsForTemplateId/${templateId}`, teacher.token);
    expect(after.body.data.map((s: { archived: boolean }) => s.archived)).toEqual([true, false]);
  });
});

describe('ownership', () => {
  it("answers another teacher 404 on a teacher's sessions and their instances, and lists none of them", async () => {
    const { teacher, templateId, sessionId } = await classroom(product, { isPublic: true });
    const student = await studentInstance(templateId, sessionId);
    const other = await product.teacher();
    const notFound = { statusCode: 404, errorMessage: 'This session was not found.' };
    expect(await get(`getSessionForSessionId/${sessionId}`, other.token)).toEqual({ status: 404, body: notFound });
    expect(await updateSession(other.token, sessionId, { archived: true })).toEqual({ status: 404, body: notFound });
    expect((await get(`getSessionsForTemplateId/${templateId}`, other.token)).status).toBe(404);
    expect((await get('getSessionsForUser/', other.token)).body.data).toEqual([]);
    expect((await get('getArchivedSessionsForUser', other.token)).body.data).toEqual([]);
    for (const path of [
      `getAssessmentInstancesForSessionId/${sessionId}`,
      `getAssessmentInstancesForTemplateId/${templateId}`,
      `getAssessmentInstanceById/${student.id}`,
    ]) {
      const reply = await product.api('GET', `/assessment_instances/${path}`, undefined, other.token);
      expect(reply.status, path).toBe(404);
    }
    const cancel = await product.api(
      'PUT',
      '/assessment_instances/logAssessmentInstance',
      { assessmentInstanceId: student.id, logObject: { state: 'Canceled' } },
      other.token,
    );
    expect(cancel.status).toBe(404);
    const still = await get(`getSessionForSessionId/${sessionId}`, teacher.token);
    expect(still.body.data).toMatchObject({ archived: false, counts: { in_progress: 1 } });
  });

  it('gives a student their own session only, without counts, and no teacher call', async () => {
    const { templateId, sessionId } = await classroom(product);
    const other = await classroom(product);
    const { token } = await studentInstance(templateId, sessionId);
    const mine = await get(`getSessionForSessionId/${sessionId}`, token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).not.toHaveProperty('counts');
    expect((await get(`getSessionForSessionId/${other.sessionId}`, token)).status).toBe(404);
    expect((await updateSession(token, sessionId, { archived: true })).status).toBe(403);
    expect((await get('getSessionsForUser/', token)).status).toBe(403);
    expect((await createSession(token, templateId, 'x')).status).toBe(403);
  });
});
