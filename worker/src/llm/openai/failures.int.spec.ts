/**
 * The model's API failing, as the worker meets it: what a retry may fix (timeouts, 429 and 5xx, with the API's
 * Retry-After), and what it never will (other 4xx), each said so that the teacher and the administrator can act.
 */
import type { NextTurnPlan } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { UnrecoverableAiError } from '../provider.js';
import { RetryableAiError } from './chat-client.js';
import { providerForFile } from './provider-for-file.test-helpers.js';
import { ctx, message } from './provider-fixtures.test-helpers.js';

const TIMEOUT_MS = 400;
const FIRST: NextTurnPlan = { kind: 'first-question', questionIndex: 0 };

const env = providerForFile({ timeoutMs: TIMEOUT_MS });

/** The first question's failure, and the deltas the student saw before it. */
async function firstQuestionFailure(): Promise<{ error: unknown; deltas: string[] }> {
  const deltas: string[] = [];
  const error = await env.provider
    .nextTurn(ctx(), FIRST, (text) => deltas.push(text))
    .then(
      () => null,
      (e: unknown) => e,
    );
  return { error, deltas };
}

async function ratingFailure(): Promise<unknown> {
  const answer = message('user', 'Water evaporates.', 0);
  return env.provider.rateAnswer(ctx([message('assistant', 'What is evaporation?', 0), answer]), answer.messageId).then(
    () => null,
    (e: unknown) => e,
  );
}

describe('failures a retry may fix', () => {
  it("carries a 429's Retry-After in seconds, for the job's back-off", async () => {
    env.server.answer({ kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '3' } });
    const { error } = await firstQuestionFailure();
    expect(error).toBeInstanceOf(RetryableAiError);
    expect(error).toMatchObject({ retryAfterMs: 3000 });
    expect((error as Error).message).toBe('The AI service (model "small") failed: 429 Rate limit reached');
  });

  it("prefers Azure's and OpenAI's retry-after-ms, on a rating too", async () => {
    env.server.answer({
      kind: 'error',
      status: 429,
      headers: { 'retry-after-ms': '1500', 'retry-after': '2' },
    });
    expect(await ratingFailure()).toMatchObject({ name: 'RetryableAiError', retryAfterMs: 1500 });
  });

  it('is retryable without a wait of its own on a 5xx', async () => {
    env.server.answer({ kind: 'error', status: 503, message: 'overloaded' });
    const { error } = await firstQuestionFailure();
    expect(error).toBeInstanceOf(RetryableAiError);
    expect(error).toMatchObject({ retryAfterMs: null });
  });

  it('gives up on a server that never answers after AI_TIMEOUT_MS, as a retryable timeout', async () => {
    env.server.answer({ kind: 'hang' });
    const started = Date.now();
    const { error } = await firstQuestionFailure();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(error).toBeInstanceOf(RetryableAiError);
    expect((error as Error).message).toBe(`The AI service (model "small") did not answer within ${TIMEOUT_MS} ms.`);
  });

  it('cuts off a stream that stalls part-way, within the same timeout', async () => {
    env.server.answer({ kind: 'stream', deltas: ['Hello! ', 'What happens'], stall: true });
    const started = Date.now();
    const { error, deltas } = await firstQuestionFailure();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(deltas.join('')).toBe('Hello! What happens');
    expect(error).toBeInstanceOf(RetryableAiError);
    expect((error as Error).message).toMatch(/did not answer within/);
  });
});

describe('refusals no retry fixes', () => {
  it.each([
    [
      401,
      'Incorrect API key provided',
      /refused CheckIn's API key \(401 Incorrect API key provided\)\. The administrator must check OPENAI_API_KEY\./,
    ],
    [403, 'forbidden', /refused CheckIn's API key \(403 forbidden\)/],
    [
      404,
      'The model `small` does not exist',
      /has no model "small" at its address .*check the model names and OPENAI_BASE_URL/,
    ],
    [400, 'Invalid value for messages', /refused the request to model "small" \(400 Invalid value for messages\)/],
  ])('a %i says what was refused and who can fix it, after one call', async (status, detail, expected) => {
    env.server.always({ kind: 'error', status, message: detail });
    const { error } = await firstQuestionFailure();
    expect(error).toBeInstanceOf(UnrecoverableAiError);
    expect((error as Error).message).toMatch(expected);
    expect((error as Error).message).toMatch(/Retrying fails the same way until the configuration changes\.$/);
    expect(env.server.requests).toHaveLength(1);
  });
});
