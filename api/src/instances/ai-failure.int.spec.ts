import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { START_FAILED } from './start-instance.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

/** What the fake model's API does with every chat call. */
type Mode = { kind: 'fail'; status: number } | { kind: 'succeed' };

/** A real OpenAI-compatible endpoint on a free port: fails or streams one reply, as the test says, and counts calls. */
class FakeModelApi {
  mode: Mode = { kind: 'fail', status: 500 };
  calls = 0;
  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeModelApi> {
    const server = createServer();
    const fake = new FakeModelApi(server);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      req.on('end', () => fake.answer(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  private answer(res: ServerResponse): void {
    this.calls += 1;
    if (this.mode.kind === 'fail') {
      res.writeHead(this.mode.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `scripted ${this.mode.status}`, type: 'test' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (body: object) =>
      res.write(
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'fake', ...body })}\n\n`,
      );
    for (const content of ['Hello! ', 'Question 1 of 3: ', 'what happens to a puddle on a sunny day?']) {
      chunk({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
    }
    chunk({ choices: [], usage: { prompt_tokens: 50, completion_tokens: 12, total_tokens: 62 } });
    res.end('data: [DONE]\n\n');
  }

  get baseURL(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let model: FakeModelApi;
let product: TestProduct;
beforeAll(async () => {
  model = await FakeModelApi.start();
  product = await TestProduct.start({
    workerEnv: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'test' },
  });
});
afterAll(async () => {
  await product?.stop();
  await model?.close();
});
beforeEach(() => {
  model.calls = 0;
});

async function newInstance() {
  const { templateId, sessionId } = await classroom(product, { numberOfQuestions: 3 });
  const token = await studentToken(product, sessionId);
  const created = await product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: templateId, session_id: sessionId, student_name: 'Ada' },
    token,
  );
  expect(created.status).toBe(201);
  return { token, instanceId: created.body.assessmentInstanceId as string };
}

const start = (instanceId: string, token: string) =>
  product.api('POST', '/assessment_instances/startAssessmentInstance', { assessmentInstanceId: instanceId }, token);

const documentOf = async (instanceId: string, token: string) =>
  (await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${instanceId}`, undefined, token)).body
    .data;

async function eventCount(instanceId: string, type: string): Promise<number> {
  const rows: Array<{ n: number }> = await product.db.query(
    `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = $2`,
    [`instance-${instanceId}`, type],
  );
  return rows[0]!.n;
}

describe('when the model API fails', () => {
  it('retries a 500 three times, records one failure, and a retry by the student brings the first question', async () => {
    model.mode = { kind: 'fail', status: 500 };
    const { token, instanceId } = await newInstance();

    const started = await start(instanceId, token);
    expect(started.status).toBe(502);
    expect(started.body.errorMessage).toBe(START_FAILED);
    const failedDoc = await documentOf(instanceId, token);
    expect(failedDoc.ai.failed).toEqual([expect.objectContaining({ kind: 'next-response' })]);
    expect(await eventCount(instanceId, 'AiRequestFailed')).toBe(1);
    expect(model.calls).toBe(3);

    model.mode = { kind: 'succeed' };
    const retried = await product.api(
      'POST',
      '/assessment_instances/retryAiRequest',
      { assessmentInstanceId: instanceId },
      token,
    );
    expect(retried.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await documentOf(instanceId, token)).displayMessages.filter((m: { role: string }) => m.role === 'assistant'),
        {
          timeout: 10_000,
        },
      )
      .toEqual([
        expect.objectContaining({ content: 'Hello! Question 1 of 3: what happens to a puddle on a sunny day?' }),
      ]);
    expect(await eventCount(instanceId, 'AiReplied')).toBe(1);
    expect((await documentOf(instanceId, token)).ai.failed).toEqual([]);
    expect(model.calls).toBe(4);
  });

  it('fails at once on a 400: one call, one failure, no retries', async () => {
    model.mode = { kind: 'fail', status: 400 };
    const { token, instanceId } = await newInstance();

    const started = await start(instanceId, token);
    expect(started.status).toBe(502);
    expect(started.body.errorMessage).toBe(START_FAILED);
    expect(await eventCount(instanceId, 'AiRequestFailed')).toBe(1);
    expect((await documentOf(instanceId, token)).ai.failed).toEqual([
      expect.objectContaining({ kind: 'next-response' }),
    ]);
    // Long enough for a back-off retry (500 ms) to have happened, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(model.calls).toBe(1);
  });
});
