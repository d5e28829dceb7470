import type { InstanceDocument } from '@checkin/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { changeBetween } from '../../../../test/fake-socket';
import { Q1, Q2, makeDoc } from '../../__tests__/fixtures';
import { checkinKeys } from '../input';
import { shouldResendAnswer, submitAnswer, useSubmitAnswer } from '../submit-answer';

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

describe('The change an answer made, as the page takes it from the reply', () => {
  const asked = makeDoc([Q1]);
  const answered = makeDoc([Q1, { answer: 'Evaporation' }]);
  const key = checkinKeys.instance(asked.id);

  /** The page shows `shown`; its answer is taken (202) with the change from `asked` to `answered`. */
  async function take(followsChanges: boolean, shown: InstanceDocument) {
    const client = new QueryClient();
    client.setQueryData(key, shown);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(
      () =>
        useSubmitAnswer<InstanceDocument>(
          async () => ({ success: true, change: changeBetween(asked, answered) }),
          followsChanges,
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ assessmentInstanceId: asked.id, messages: [] }));
    return { doc: client.getQueryData<InstanceDocument>(key)!, readAgain: client.getQueryState(key)!.isInvalidated };
  }

  it("is applied to the student's view it follows, with nothing read", async () => {
    const { doc, readAgain } = await take(true, asked);
    expect(doc.version).toBe(answered.version);
    expect(doc.displayMessages.at(-1)).toMatchObject({ role: 'user', content: 'Evaporation' });
    expect(readAgain).toBe(false);
  });

  it('is left when the page shows a newer version already', async () => {
    const replied = makeDoc([Q1, { answer: 'Evaporation' }, Q2]);
    const { doc, readAgain } = await take(true, replied);
    expect(doc).toBe(replied);
    expect(readAgain).toBe(false);
  });

  it('makes the page read its document again when it does not follow the view shown (one was missed)', async () => {
    const older = makeDoc([]);
    const { doc, readAgain } = await take(true, older);
    expect(doc).toBe(older);
    expect(readAgain).toBe(true);
  });

  it("makes the teacher's preview read its document again: the change is the student's view, not the teacher's", async () => {
    const { doc, readAgain } = await take(false, asked);
    expect(doc).toBe(asked);
    expect(readAgain).toBe(true);
  });
});
