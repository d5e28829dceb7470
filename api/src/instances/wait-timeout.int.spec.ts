import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  // A model slower than the API is willing to wait.
  product = await TestProduct.start({ config: { AI_WAIT_TIMEOUT_MS: '300' }, workerEnv: { AI_LATENCY_MS: '1500' } });
});
afterAll(async () => {
  await product?.stop();
});

describe('a spec call waiting for slow AI work', () => {
  it("answers 504 with the call's spec message, and the work still lands", async () => {
    const { templateId, sessionId } = await classroom(product);
    const token = await studentToken(product, sessionId);
    const created = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: sessionId },
      token,
    );
    const id = created.body.assessmentInstanceId;
    const started = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: id },
      token,
    );
    expect(started).toEqual({
      status: 504,
      body: { statusCode: 504, errorMessage: 'There was a problem starting the assessment instance' },
    });
    await expect
      .poll(
        async () => {
          const doc = await product.api(
            'GET',
            `/assessment_instances/getAssessmentInstanceById/${id}`,
            undefined,
            token,
          );
          return doc.body.data.displayMessages.length;
        },
        { timeout: 5000 },
      )
      .toBe(1);
  });
});
