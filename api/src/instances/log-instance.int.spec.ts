import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start();
});
afterAll(async () => {
  await product?.stop();
});

async function instance(template: Record<string, unknown> = {}) {
  const room = await classroom(product, template);
  const token = await studentToken(product, room.sessionId);
  const created = await product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: room.templateId, session_id: room.sessionId },
    token,
  );
  expect(created.status).toBe(201);
  return { ...room, token, created: created.body, id: created.body.assessmentInstanceId as string };
}

describe('createAssessmentInstance', () => {
  it("answers 201 with the template's settings, and 9 questions when the template gives none", async () => {
    const { created, templateId, teacher } = await instance({
      numberOfQuestions: undefined,
      showSingleQuestionRating: true,
    });
    expect(created).toMatchObject({
      grade: '5',
      topic: 'Water Cycle',
      owner_id: teacher.id,
      title: 'Water cycle',
      rating_scale_id: 'four-level',
      rating_level: 'medium',
      question_prompt_id: 'question-default-v2',
      rating_prompt_id: 'rating-default-v1',
      conversation_prompt_id: 'conversation-default-v1',
      showSingleQuestionRating: true,
      showOverallRating: true,
      showExampleAnswer: true,
      showOverallFeedback: true,
      numberOfQuestions: 9,
    });
    expect(templateId).toBeTruthy();
  });

  it("keeps the prompts of its template's questioning style, as they were when it was created", async () => {
    const { created, templateId, teacher, sessionId } = await instance({ promptType: 'apply' });
    expect(created).toMatchObject({ question_prompt_id: 'question-apply-v1', rating_prompt_id: 'rating-default-v1' });
    const changed = await product.api(
      'PATCH',
      '/assessment_templates/updateAssessmentTemplate',
      { assessmentTemplateId: templateId, logObject: { promptType: 'reasoning' } },
      teacher.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ promptType: 'reasoning', question_prompt_id: 'question-reasoning-v1' });
    const doc = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${created.assessmentInstanceId}`,
      undefined,
      teacher.token,
    );
    expect(doc.body.data.question_prompt_id).toBe('question-apply-v1');
    const next = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: sessionId },
      await studentToken(product, sessionId),
    );
    expect(next.body.question_prompt_id).toBe('question-reasoning-v1');
  });

  it('lets the teacher preview their own CheckIn, and nobody else', async () => {
    const { templateId, teacher } = await classroom(product);
    const preview = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId },
      teacher.token,
    );
    expect(preview.status).toBe(201);
    const doc = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${preview.body.assessmentInstanceId}`,
      undefined,
      teacher.token,
    );
    expect(doc.body.data.mode).toBe('Preview');
    const stranger = await product.teacher();
    const refused = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId },
      stranger.token,
    );
    expect(refused.status).toBe(404);
    const theirDoc = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${preview.body.assessmentInstanceId}`,
      undefined,
      stranger.token,
    );
    expect(theirDoc.status).toBe(404);
  });
});

describe('logAssessmentInstance and logConversation', () => {
  it("sets the student's name, and cancels", async () => {
    const { id, token } = await instance();
    const named = await product.api(
      'PUT',
      '/assessment_instances/logAssessmentInstance',
      { assessmentInstanceId: id, logObject: { student_name: ' Grace ' } },
      token,
    );
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ student_name: 'Grace', student_is_anonymous: false, state: 'Created' });

    const canceled = await product.api(
      'POST',
      '/assessment_instances/logConversation',
      { assessmentInstanceId: id, messages: [], state: 'Canceled' },
      token,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.state).toBe('Canceled');
    const start = await product.api(
      'POST',
      '/assessment_instances/startAssessmentInstance',
      { assessmentInstanceId: id },
      token,
    );
    expect(start).toMatchObject({ status: 409, body: { errorMessage: 'This check-in was canceled.' } });
  });

  it('refuses fields a client may not change, naming them', async () => {
    const { id, token } = await instance();
    const refused = await product.api(
      'PUT',
      '/assessment_instances/logAssessmentInstance',
      { assessmentInstanceId: id, logObject: { state: 'Rated', owner_id: 'x' } },
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['logObject', 'logObject.state']);
    const doc = await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token);
    expect(doc.body.data.state).toBe('Created');
  });
});

describe('getAssessmentInstancesForSessionId', () => {
  it("lists a session's instances to its teacher, and refuses others and students", async () => {
    const { id, sessionId, teacher, token } = await instance();
    const mine = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstancesForSessionId/${sessionId}`,
      undefined,
      teacher.token,
    );
    expect(mine.body.data.map((d: { id: string }) => d.id)).toEqual([id]);
    const stranger = await product.teacher();
    expect(
      (
        await product.api(
          'GET',
          `/assessment_instances/getAssessmentInstancesForSessionId/${sessionId}`,
          undefined,
          stranger.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await product.api(
          'GET',
          `/assessment_instances/getAssessmentInstancesForSessionId/${sessionId}`,
          undefined,
          token,
        )
      ).status,
    ).toBe(403);
  });
});
