import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { shouldResendAnswer, submitAnswer } from '../submit-answer';

describe('Sending an answer again', () => {
  it('happens when the network or the server was away, or the AI was slow: the same conversation gets the same reply', () => {
    for (const status of [0, 503, 504]) expect(shouldResendAnswer(1, new ApiError(status, 'x'))).toBe(true);
  });

  it('does not happen when the AI failed (the student retries), or the answer was refused', () => {
    for (const status of [400, 403, 409, 502]) expect(shouldResendAnswer(1, new ApiError(status, 'x'))).toBe(false);
  });

  it('gives up after about ten minutes of tries', () => {
    expect(shouldResendAnswer(59, new ApiError(0, 'x'))).toBe(true);
    expect(shouldResendAnswer(60, new ApiError(0, 'x'))).toBe(false);
  });

  it('refuses a conversation that does not end with an answer, before any call', async () => {
    const messages = [{ role: 'assistant' as const, content: 'Question 1' }];
    await expect(submitAnswer({ token: 't', assessmentInstanceId: 'i', messages })).rejects.toMatchObject({
      status: 400,
    });
    const tooLong = [...messages, { role: 'user' as const, content: 'x'.repeat(4001) }];
    await expect(submitAnswer({ token: 't', assessmentInstanceId: 'i', messages: tooLong })).rejects.toMatchObject({
      status: 400,
    });
  });
});
