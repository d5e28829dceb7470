/**
 * The README's "Use a real model" examples, each run as the worker would run it (its configuration read as the
 * worker reads it) against a fake server at the example's path: what every server receives is what it expects.
 */
import { readFileSync } from 'node:fs';
import type { NextTurnPlan } from '@checkin/domain';
import { type TestDatabase, createTestDatabase } from '@checkin/engine/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../../config.js';
import { chatClientFor } from '../../worker.js';
import { PromptStore } from '../prompts.js';
import { FakeOpenAiServer } from './fake-openai-server.test-helpers.js';
import { OpenAiProvider } from './openai-provider.js';
import { ctx, insertTestPrompts, message } from './provider-fixtures.test-helpers.js';

/** Each example's variables, by its heading in the README's "Use a real model" section. */
function readmeExamples(): Map<string, Record<string, string>> {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## Use a real model$/m)[1]!.split(/^## /m)[0]!;
  const examples = new Map<string, Record<string, string>>();
  for (const part of section.split(/^### /m).slice(1)) {
    const heading = part.slice(0, part.indexOf('\n')).trim();
    const block = /```sh\n([\s\S]*?)```/.exec(part)![1]!;
    const lines = block.trim().split('\n');
    examples.set(
      heading,
      Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)])),
    );
  }
  return examples;
}

/** Where each server's API is, as its documentation gives it. */
const BASE_URLS: Record<string, string> = {
  OpenAI: 'https://api.openai.com/v1',
  'Azure OpenAI': 'https://my-school.openai.azure.com/openai/v1/',
  Ollama: 'http://localhost:11434/v1',
  vLLM: 'http://localhost:8000/v1',
  'llama.cpp server': 'http://localhost:8080/v1',
};

const USAGE = { prompt_tokens: 200, completion_tokens: 20, total_tokens: 220 };
const FIRST: NextTurnPlan = { kind: 'first-question', questionIndex: 0 };
const RATING = JSON.stringify({ rating: 3, explanation: 'Names evaporation.', example: 'The sun heats the water.' });

const examples = readmeExamples();
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertTestPrompts(database.db);
});
afterAll(async () => {
  await database?.drop();
});

it('documents the five servers', () => {
  expect([...examples.keys()]).toEqual(Object.keys(BASE_URLS));
});

describe.each(Object.keys(BASE_URLS))('the %s example', (name) => {
  let server: FakeOpenAiServer;
  afterAll(async () => {
    await server?.close();
  });

  it('streams questions from the conversation model and asks the rating model for JSON, at its path with its key', async () => {
    const env = examples.get(name)!;
    const config = loadWorkerConfig({ ...env, DATABASE_URL: 'postgres://unused', REDIS_URL: 'redis://unused' });
    expect(config.OPENAI_BASE_URL).toBe(BASE_URLS[name]);
    const { pathname } = new URL(config.OPENAI_BASE_URL);
    server = await FakeOpenAiServer.start(pathname.replace(/\/$/, ''));
    server.answer(
      { kind: 'stream', deltas: ['Hello! ', 'Question 1 of 3: what is evaporation?'], usage: USAGE },
      { kind: 'reply', content: RATING, usage: USAGE },
    );
    const client = chatClientFor({ ...config, OPENAI_BASE_URL: `${server.origin}${pathname}` })!;
    const provider = new OpenAiProvider(client, new PromptStore(database.db), {
      conversation: config.AI_CONVERSATION_MODEL,
      rating: config.AI_RATING_MODEL,
    });

    const turn = await provider.nextTurn(ctx(), FIRST, () => undefined);
    expect(turn).toMatchObject({ content: 'Hello! Question 1 of 3: what is evaporation?', usage: USAGE });
    const answer = message('user', 'It turns into vapor.', 0);
    const rating = await provider.rateAnswer(ctx([message('assistant', turn.content, 0), answer]), answer.messageId);
    expect(rating).toMatchObject({ rating: 3, usage: USAGE });

    const [question, rated] = server.requests;
    expect(question).toMatchObject({
      model: env.AI_CONVERSATION_MODEL,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(rated).toMatchObject({ model: env.AI_RATING_MODEL, response_format: { type: 'json_object' } });
    expect(rated!.stream).toBeFalsy();
    for (const { path, headers } of server.received) {
      expect(path).toBe(`${pathname.replace(/\/$/, '')}/chat/completions`);
      // Local servers without a key ignore the placeholder the SDK needs.
      expect(headers.authorization).toBe(`Bearer ${env.OPENAI_API_KEY ?? 'unused'}`);
      expect(headers['api-key']).toBeUndefined();
    }
  });
});
