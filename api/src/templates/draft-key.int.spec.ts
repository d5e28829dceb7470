import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatText, FakeOpenAiServer } from '../../../worker/src/llm/openai/fake-openai-server.test-helpers.js';
import { TestProduct } from '../test/harness.js';

let model: FakeOpenAiServer;
let product: TestProduct;
let teacher: { id: string; token: string };
beforeAll(async () => {
  model = await FakeOpenAiServer.start();
  product = await TestProduct.start({
    config: { AI_PROVIDER: 'openai', AI_WAIT_TIMEOUT_MS: '5000' },
    workerEnv: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_API_KEY: 'test',
      AI_RATING_MODEL: 'rater',
    },
  });
  teacher = await product.teacher();
});
afterAll(async () => {
  await product?.stop();
  await model?.close();
});
beforeEach(() => model.reset());

const DRAFT = {
  modelAnswer: 'Volcanoes form where plates meet or pull apart, because magma rises through the gaps.',
  keyPoints: ['plates meet or pull apart', 'magma rises through the gaps'],
  misconceptions: ['volcanoes form wherever mountains are tallest'],
};
const draft = (body: unknown, token = teacher.token) =>
  product.api('POST', '/assessment_templates/draftAnswerKey', body, token);
const QUESTION = {
  question: 'Why do most volcanoes form near the edges of <b>plates</b>?',
  grade: 6,
  topic: 'Volcanoes',
};

describe('drafting an answer key with a model', () => {
  it("gives the model's draft for the teacher to edit, the teacher's text delimited as data", async () => {
    model.answer({ kind: 'reply', content: JSON.stringify(DRAFT) });
    const reply = await draft(QUESTION);
    expect(reply).toMatchObject({ status: 200, body: { data: DRAFT } });
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]!.model).toBe('rater');
    const text = chatText(model.requests[0]!);
    expect(text).toContain(
      '<question>Why do most volcanoes form near the edges of &lt;b&gt;plates&lt;/b&gt;?</question>',
    );
    expect(text).toContain('<grade>6</grade>');
    const examiner = await product.api('GET', '/assessment_templates/examiner', undefined, teacher.token);
    expect(examiner.body.data).toEqual({ provider: 'openai', writesQuestions: true });
  });

  it('asks again when the draft breaks the shape of a key, and answers 502 when it breaks it twice', async () => {
    model.answer(
      { kind: 'reply', content: JSON.stringify({ ...DRAFT, keyPoints: [] }) },
      { kind: 'reply', content: JSON.stringify(DRAFT) },
    );
    expect((await draft(QUESTION)).body.data).toEqual(DRAFT);
    expect(chatText(model.requests[1]!)).toContain('keyPoints: must list at least one key point');

    model.always({ kind: 'reply', content: 'not json' });
    const failed = await draft(QUESTION);
    expect(failed).toMatchObject({
      status: 502,
      body: { errorMessage: 'The model could not draft a key. Try again.' },
    });
  });

  it('refuses bad input with the field, and strangers', async () => {
    const bad = await draft({ ...QUESTION, question: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'question', message: 'must not be empty' }]);
    expect((await draft(QUESTION, '')).status).toBe(401);
  });
});
