import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

async function template(token: string, fields: Record<string, unknown> = {}) {
  const reply = await product.api(
    'POST',
    '/assessment_templates/createAssessmentTemplate',
    { name: 'Food chains', grade: '4', topic: 'Food Chain', numberOfQuestions: 3, ...fields },
    token,
  );
  expect(reply.status).toBe(201);
  return reply.body.data.id as string;
}

const update = (token: string, assessmentTemplateId: string, logObject: unknown) =>
  product.api('PATCH', '/assessment_templates/updateAssessmentTemplate', { assessmentTemplateId, logObject }, token);
const archive = (token: string, assessmentTemplateId: string, value: boolean) =>
  product.api('PATCH', '/assessment_templates/archiveTemplateById', { assessmentTemplateId, archive: value }, token);
const read = (token: string, id: string) =>
  product.api('GET', `/assessment_templates/getAssessmentTemplateById/${id}`, undefined, token);

/** A request exactly as written, path and all: fetch and URL parsers may tidy a path, a raw request does not. */
function rawRequest(method: string, path: string, token: string): Promise<{ status: number; body: any }> {
  const url = new URL(product.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { 'x-auth-token': token } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('updateAssessmentTemplate', () => {
  it('changes only the fields of logObject, tags included, and answers with the template', async () => {
    const teacher = await product.teacher();
    const id = await template(teacher.token, { tags: ['science'], showExampleAnswer: false });
    const reply = await update(teacher.token, id, {
      name: 'Food webs',
      numberOfQuestions: 5,
      customQuestions: ['What does a hawk eat?'],
      tags: ['Ecology', 'science'],
      isPublic: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      message: 'Template updated',
      data: {
        name: 'Food webs',
        numberOfQuestions: 5,
        customQuestions: [{ question: 'What does a hawk eat?', key: null }],
        tags: ['ecology', 'science'],
        isPublic: true,
        grade: '4',
        topic: 'Food Chain',
        showExampleAnswer: false,
      },
    });
    expect((await read(teacher.token, id)).body.data).toEqual(reply.body.data);
  });

  it('refuses bad values and unknown fields, naming them under logObject', async () => {
    const teacher = await product.teacher();
    const id = await template(teacher.token);
    const cases: Array<[unknown, string]> = [
      [{ name: '' }, 'logObject.name'],
      [{ numberOfQuestions: 0 }, 'logObject.numberOfQuestions'],
      [{ grade: 'college' }, 'logObject.grade'],
      [{ rating_level: 'lenient' }, 'logObject.rating_level'],
      [{ customQuestions: [''] }, 'logObject.customQuestions.0.question'],
      [{ customQuestions: ['One?', 'Two?', 'Three?', 'Four?'] }, 'logObject.customQuestions'],
      [{ rating_scale_id: 'nope' }, 'logObject.rating_scale_id'],
      [{ owner_id: 'someone' }, 'logObject'],
      [{}, 'logObject'],
    ];
    for (const [logObject, field] of cases) {
      const reply = await update(teacher.token, id, logObject);
      expect(reply.status, JSON.stringify(logObject)).toBe(400);
      expect(reply.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await read(teacher.token, id)).body.data.name).toBe('Food chains');
  });
});

describe('archiveTemplateById', () => {
  it('archives and unarchives, and the lists follow', async () => {
    const teacher = await product.teacher();
    const id = await template(teacher.token);
    const archived = await archive(teacher.token, id, true);
    expect(archived).toMatchObject({ status: 200, body: { message: 'Template archived', data: { archive: true } } });
    const list = (archivedFilter: string) =>
      product.api(
        'GET',
        `/assessment_templates/getAssessmentTemplatesByUserId/?archived=${archivedFilter}`,
        undefined,
        teacher.token,
      );
    expect((await list('true')).body.data.map((t: { id: string }) => t.id)).toEqual([id]);
    expect((await list('false')).body.data).toEqual([]);
    const back = await archive(teacher.token, id, false);
    expect(back).toMatchObject({ status: 200, body: { message: 'Template unarchived', data: { archive: false } } });
    expect((await list('false')).body.data.map((t: { id: string }) => t.id)).toEqual([id]);
  });

  it('needs archive to be true or false', async () => {
    const teacher = await product.teacher();
    const id = await template(teacher.token);
    const reply = await product.api(
      'PATCH',
      '/assessment_templates/archiveTemplateById',
      { assessmentTemplateId: id },
      teacher.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'archive', message: 'must be true or false' }]);
  });
});

describe('deleteAssessmentTemplateById', () => {
  it('deletes at its path; the template is gone from reads, lists and its links', async () => {
    const { teacher, templateId, sessionId } = await classroom(product);
    const reply = await product.api(
      'DELETE',
      `/assessment_templates/deleteAssessmentTemplateById/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(reply).toEqual({ status: 200, body: { message: 'Template deleted' } });
    expect((await read(teacher.token, templateId)).status).toBe(404);
    const mine = await product.api(
      'GET',
      '/assessment_templates/getAssessmentTemplatesByUserId/',
      undefined,
      teacher.token,
    );
    expect(mine.body.data).toEqual([]);
    const token = await product.api('POST', '/sessions/gettokenforsession', { session_id: sessionId });
    expect(token.status).toBe(404);
    const again = await product.api(
      'DELETE',
      `/assessment_templates/deleteAssessmentTemplateById/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(again.status).toBe(404);
  });

  it.each([
    ['/api/v1/assessment_templates/deleteAssessmentTemplateById//{id}'],
    ['/api/v1/assessment_templates//deleteAssessmentTemplateById/{id}'],
    ['/.netlify/functions/api/v1/assessment_templates/deleteAssessmentTemplateById//{id}'],
  ])('deletes through the double-slash variant %s, sent as a raw request', async (path) => {
    const teacher = await product.teacher();
    const id = await template(teacher.token);
    const reply = await rawRequest('DELETE', path.replace('{id}', id), teacher.token);
    expect(reply).toEqual({ status: 200, body: { message: 'Template deleted' } });
    expect((await read(teacher.token, id)).status).toBe(404);
  });

  it("keeps its students' results: their instances stay readable to the teacher, the student may finish", async () => {
    const { teacher, templateId, sessionId } = await classroom(product);
    const student = await studentToken(product, sessionId);
    const created = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: sessionId },
      student,
    );
    expect(created.status).toBe(201);
    const id = created.body.assessmentInstanceId;
    const deleted = await product.api(
      'DELETE',
      `/assessment_templates/deleteAssessmentTemplateById/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(deleted.status).toBe(200);
    for (const token of [teacher.token, student]) {
      const doc = await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token);
      expect(doc.status).toBe(200);
    }
    const another = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: sessionId },
      student,
    );
    expect(another.status).toBe(404);
  });
});

describe('ownership', () => {
  it('lets another teacher neither read nor change a private template: 404, as if it did not exist', async () => {
    const owner = await product.teacher();
    const other = await product.teacher();
    const id = await template(owner.token);
    expect((await read(other.token, id)).status).toBe(404);
    expect((await update(other.token, id, { name: 'Mine now' })).status).toBe(404);
    expect((await archive(other.token, id, true)).status).toBe(404);
    const deleted = await rawRequest(
      'DELETE',
      `/api/v1/assessment_templates/deleteAssessmentTemplateById/${id}`,
      other.token,
    );
    expect(deleted).toEqual({ status: 404, body: { statusCode: 404, errorMessage: 'This check-in was not found.' } });
    expect((await read(owner.token, id)).body.data).toMatchObject({ name: 'Food chains', archive: false });
  });

  it('lets another teacher read a public template, and answers 403 to any change', async () => {
    const owner = await product.teacher();
    const other = await product.teacher();
    const id = await template(owner.token, { isPublic: true });
    expect((await read(other.token, id)).status).toBe(200);
    const refused = { statusCode: 403, errorMessage: 'Only the teacher who made this CheckIn can change it.' };
    expect(await update(other.token, id, { name: 'Mine now' })).toEqual({ status: 403, body: refused });
    expect(await archive(other.token, id, true)).toEqual({ status: 403, body: refused });
    const deleted = await product.api(
      'DELETE',
      `/assessment_templates/deleteAssessmentTemplateById/${id}`,
      undefined,
      other.token,
    );
    expect(deleted).toEqual({ status: 403, body: refused });
    expect((await read(owner.token, id)).body.data).toMatchObject({ name: 'Food chains', archive: false });
  });

  it("refuses a student's token on every teacher call, and lets a student read only their session's template", async () => {
    const { templateId, sessionId } = await classroom(product);
    const other = await classroom(product);
    const student = await studentToken(product, sessionId);
    expect((await read(student, templateId)).status).toBe(200);
    expect((await read(student, other.templateId)).status).toBe(404);
    expect((await update(student, templateId, { name: 'x' })).status).toBe(403);
    expect((await archive(student, templateId, true)).status).toBe(403);
    expect(
      (await product.api('GET', '/assessment_templates/getAssessmentTemplatesByUserId/', undefined, student)).status,
    ).toBe(403);
  });
});
