/**
 * The model's API failing under a real worker: a rate limit's Retry-After is waited out before the job's next
 * attempt, and a refusal ends at once in a failure the teacher can read and the student is told of in plain words.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from '../../../worker/src/llm/openai/fake-openai-server.test-helpers.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';
import { START_FAILED } from './start-instance.js';

const USAGE = { prompt_tokens: 90, completion_tokens: 14, total_tokens: 104 };

let model: FakeOpenAiServer;
let product: TestProduct;
beforeAll(async () => {
  model = await FakeOpenAiServer.start();
  product = await TestProduct.start({
    workerEnv: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'test' },
  });
});
afterAll(async () => {
  await product?.stop();
  await model?.close();
});
beforeEach(() => model.reset());

async function startedInstance() {
  const { teacher, templateId, sessionId } = await classroom(product, { numberOfQuestions: 3 });
  const token = await studentToken(product, sessionId);
  const created = await product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: templateId, session_id: sessionId, student_name: 'Ada' },
    token,
  );
  expect(created.status).toBe(201);
  const instanceId: string = created.body.assessmentInstanceId;
  const started = await product.api(
    'POST',
    '/assessment_instances/startAssessmentInstance',
    { assessmentInstanceId: instanceId },
    token,
  );
  const documentAs = async (reader: string) =>
    (await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${instanceId}`, undefined, reader)).body
      .data;
  return { started, student: () => documentAs(token), teacher: () => documentAs(teacher.token) };
}

describe('a rate limit', () => {
  it("is retried after the API's Retry-After, and the usage counted is the provider's", async () => {
    model.answer(
      { kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '2' } },
      { kind: 'stream', deltas: ['Hello Ada! ', 'Question 1 of 3: what is rain?'], usage: USAGE },
    );
    const { started, teacher } = await startedInstance();
    expect(started.status).toBe(200);
    expect(started.body.message.content).toBe('Hello Ada! Question 1 of 3: what is rain?');
    const [refused, retried] = model.received;
    // Without Retry-After the first back-off is at most AI_JOB_BACKOFF_MS (500 ms).
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(2_000);
    expect((await teacher()).token_usage['gpt-3']).toEqual(USAGE);
  });
});

describe('a refusal', () => {
  it('fails after one call: the teacher reads what to fix, the student only that the AI could not reply', async () => {
    model.always({ kind: 'error', status: 401, message: 'Incorrect API key provided' });
    const { started, student, teacher } = await startedInstance();
    expect(started.status).toBe(502);
    expect(started.body.errorMessage).toBe(START_FAILED);
    expect((await teacher()).ai.failed).toEqual([
      {
        kind: 'next-response',
        error:
          "The AI service refused CheckIn's API key (401 Incorrect API key provided). The administrator must check " +
          'OPENAI_API_KEY. Retrying fails the same way until the configuration changes.',
      },
    ]);
    expect((await student()).ai.failed).toEqual([{ kind: 'next-response' }]);
    expect(model.requests).toHaveLength(1);
  });
});
