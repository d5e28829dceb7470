import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishCheckIn, openCheckIn } from '../test/checkins.js';
import { seedExamples } from '../seed/seed.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start();
  await seedExamples(product.db);
});
afterAll(async () => {
  await product?.stop();
});

const call = (method: string, path: string, body: unknown, token: string) =>
  product.api(method, `/assessment_instances/${path}`, body, token);

/** The teacher takes their own CheckIn through to its overall rating, as a student would. */
async function previewToTheEnd(token: string, templateId: string, sessionId?: string) {
  const checkIn = await openCheckIn(product, token, { templateId, sessionId });
  const answer = 'Heat makes water evaporate; vapor condenses into clouds, then rain falls.';
  await finishCheckIn(product, checkIn, [answer], { maxTurns: 6 });
  return { id: checkIn.id, answered: checkIn.messages.filter((m) => m.role === 'user').length };
}

describe('preview', () => {
  it("lists the teacher's previews of a template, each with its transcript, ratings, result, timings and usage", async () => {
    const { teacher, templateId, sessionId } = await classroom(product, { numberOfQuestions: 2 });
    const { id: first, answered } = await previewToTheEnd(teacher.token, templateId);
    const { id: second } = await previewToTheEnd(teacher.token, templateId, sessionId);

    const list = await call(
      'GET',
      `getPreviewAssessmentInstancesForTemplateId/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: string }) => d.id)).toEqual([second, first]);
    expect(list.body.data.every((d: { mode: string }) => d.mode === 'Preview')).toBe(true);

    const doc = (await call('GET', `getAssessmentInstanceById/${first}`, undefined, teacher.token)).body.data;
    expect(doc).toMatchObject({
      mode: 'Preview',
      state: 'Rated',
      owner_id: teacher.id,
      number_of_questions_completed: 2,
    });
    for (const field of ['created_at', 'started_at', 'completed_at']) expect(Date.parse(doc[field])).not.toBeNaN();
    const answers = doc.messageLogs.filter((l: { role: string }) => l.role === 'user');
    // A follow-up question may add an answer beyond the two questions; every answer sent is kept and rated.
    expect(answers).toHaveLength(answered);
    for (const answer of answers) {
      expect(answer.rating).toEqual(expect.any(Number));
      expect(answer.ratingLabel).toEqual(expect.any(String));
      expect(answer.explanation.length).toBeGreaterThan(10);
      expect(answer.example.length).toBeGreaterThan(10);
      expect(Date.parse(answer.at)).not.toBeNaN();
    }
    expect(doc.overall).toEqual({
      rating: expect.any(Number),
      ratingLabel: expect.any(String),
      explanation: expect.any(String),
      feedback: expect.stringMatching(/^Feedback: /),
    });
    for (const model of ['gpt-3', 'gpt-4']) {
      expect(doc.token_usage[model]).toEqual({
        completion_tokens: expect.any(Number),
        prompt_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      });
      expect(doc.token_usage[model].total_tokens).toBeGreaterThan(0);
    }
  });

  it("is never counted: not in session counts, session lists or the template's student instances", async () => {
    const { teacher, templateId, sessionId } = await classroom(product, { numberOfQuestions: 1 });
    const student = await studentToken(product, sessionId);
    const taken = await call(
      'POST',
      'createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: sessionId },
      student,
    );
    expect(taken.status).toBe(201);
    await previewToTheEnd(teacher.token, templateId, sessionId);

    const sessions = await product.api(
      'GET',
      `/sessions/getSessionsForTemplateId/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(sessions.body.data[0].counts).toEqual({ in_progress: 1, completed: 0, canceled: 0 });
    const forSession = await call('GET', `getAssessmentInstancesForSessionId/${sessionId}`, undefined, teacher.token);
    expect(forSession.body.data.map((d: { id: string }) => d.id)).toEqual([taken.body.assessmentInstanceId]);
    const forTemplate = await call(
      'GET',
      `getAssessmentInstancesForTemplateId/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(forTemplate.body.data.map((d: { id: string }) => d.id)).toEqual([taken.body.assessmentInstanceId]);
  });

  it("is its teacher's only: another teacher gets 404 on the list and on each preview, a student 403", async () => {
    const { teacher, templateId, sessionId } = await classroom(product, { isPublic: true });
    const preview = await call('POST', 'createAssessmentInstance', { assessmentTemplateId: templateId }, teacher.token);
    expect(preview.status).toBe(201);
    const other = await product.teacher();
    expect(
      (await call('GET', `getPreviewAssessmentInstancesForTemplateId/${templateId}`, undefined, other.token)).status,
    ).toBe(404);
    expect(
      (await call('GET', `getAssessmentInstanceById/${preview.body.assessmentInstanceId}`, undefined, other.token))
        .status,
    ).toBe(404);
    const student = await studentToken(product, sessionId);
    expect(
      (await call('GET', `getPreviewAssessmentInstancesForTemplateId/${templateId}`, undefined, student)).status,
    ).toBe(403);
    expect(
      (await call('GET', `getAssessmentInstanceById/${preview.body.assessmentInstanceId}`, undefined, student)).status,
    ).toBe(403);
  });

  it("lets another teacher try a public or example CheckIn: the try is theirs alone, and never its author's", async () => {
    const { teacher: author, templateId } = await classroom(product, { isPublic: true, numberOfQuestions: 1 });
    const other = await product.teacher();
    const { id } = await previewToTheEnd(other.token, templateId);

    const doc = (await call('GET', `getAssessmentInstanceById/${id}`, undefined, other.token)).body.data;
    expect(doc).toMatchObject({ mode: 'Preview', state: 'Rated', owner_id: other.id, session_id: null });
    expect((await call('GET', `getAssessmentInstanceById/${id}`, undefined, author.token)).status).toBe(404);
    const authors = await call(
      'GET',
      `getPreviewAssessmentInstancesForTemplateId/${templateId}`,
      undefined,
      author.token,
    );
    expect(authors.body.data).toEqual([]);
    const reports = await call('GET', `getAssessmentInstancesForTemplateId/${templateId}`, undefined, author.token);
    expect(reports.body.data).toEqual([]);

    // Only a preview: not a run in Teacher mode, and not in the author's session.
    const asTeacher = await call(
      'POST',
      'createAssessmentInstance',
      { assessmentTemplateId: templateId, mode: 'Teacher' },
      other.token,
    );
    expect(asTeacher.status).toBe(201);
    const teacherDoc = await call(
      'GET',
      `getAssessmentInstanceById/${asTeacher.body.assessmentInstanceId}`,
      undefined,
      other.token,
    );
    expect(teacherDoc.body.data.mode).toBe('Preview');

    const examples = await product.api(
      'GET',
      '/assessment_templates/getExampleAssessmentTemplates',
      undefined,
      other.token,
    );
    const example = await call(
      'POST',
      'createAssessmentInstance',
      { assessmentTemplateId: examples.body.data[0].id },
      other.token,
    );
    expect(example.status).toBe(201);
    expect(example.body.owner_id).toBe(other.id);
  });

  it("refuses a try of another teacher's private CheckIn as if it did not exist", async () => {
    const { templateId, sessionId } = await classroom(product);
    const other = await product.teacher();
    expect(await call('POST', 'createAssessmentInstance', { assessmentTemplateId: templateId }, other.token)).toEqual({
      status: 404,
      body: { statusCode: 404, errorMessage: 'This check-in was not found.' },
    });
    const inTheirSession = await call(
      'POST',
      'createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: sessionId },
      other.token,
    );
    expect(inTheirSession.status).toBe(404);
  });
});
