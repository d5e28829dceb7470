import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstance } from '../test/checkins.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

const create = (token: string, body: { assessmentTemplateId: string; session_id?: string }) =>
  createInstance(product, token, body);
const NOT_FOUND = { statusCode: 404, errorMessage: 'This check-in was not found.' };

const instancesOf = async (sessionId: string) =>
  Number(
    (await product.db.query(`SELECT count(*) FROM assessment_instances WHERE session_id = $1`, [sessionId]))[0].count,
  );

describe("a student's link", () => {
  it("makes a check-in only in its own session, of that session's CheckIn, and says which of those is wrong", async () => {
    const mine = await classroom(product, { name: 'Rain and rivers', numberOfQuestions: 2 });
    const other = await classroom(product, { name: 'Volcanoes', topic: 'Volcanoes' });
    const token = await studentToken(product, mine.sessionId);

    const anotherSession = { statusCode: 403, errorMessage: 'This link is for another check-in session.' };
    expect(await create(token, { assessmentTemplateId: mine.templateId })).toEqual({
      status: 403,
      body: anotherSession,
    });
    expect(await create(token, { assessmentTemplateId: other.templateId, session_id: other.sessionId })).toEqual({
      status: 403,
      body: anotherSession,
    });
    expect(await create(token, { assessmentTemplateId: other.templateId, session_id: mine.sessionId })).toEqual({
      status: 403,
      body: { statusCode: 403, errorMessage: 'This link is for another check-in.' },
    });
    expect(await create(token, { assessmentTemplateId: randomUUID(), session_id: mine.sessionId })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await instancesOf(mine.sessionId)).toBe(0);

    const made = await create(token, { assessmentTemplateId: mine.templateId, session_id: mine.sessionId });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: 'Rain and rivers',
      topic: 'Water Cycle',
      numberOfQuestions: 2,
      session_id: mine.sessionId,
      owner_id: mine.teacher.id,
    });
    expect(await instancesOf(mine.sessionId)).toBe(1);
  });

  it('makes none once its CheckIn is deleted', async () => {
    const { teacher, templateId, sessionId } = await classroom(product);
    const token = await studentToken(product, sessionId);
    const deleted = await product.api(
      'DELETE',
      `/assessment_templates/deleteAssessmentTemplateById/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(deleted.status).toBe(200);
    expect(await create(token, { assessmentTemplateId: templateId, session_id: sessionId })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await instancesOf(sessionId)).toBe(0);
  });
});
