import { rateLastResponseBody, fieldErrors } from '@checkin/contracts';
import { defaultRatingScale } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { givenMessages, givenSettings } from './given-conversation.js';

const NOW = '2025-01-01T00:00:00.000Z';

describe('a given conversation', () => {
  it('is read question by question: each examiner message asks one, the answers after it answer it', () => {
    const messages = givenMessages(
      [
        { role: 'user', content: 'hello?' },
        { role: 'assistant', content: 'Q1' },
        { role: 'user', content: 'A1' },
        { role: 'system', content: 'ignored' },
        { role: 'assistant', content: 'Q2' },
        { role: 'user', content: 'A2' },
        { role: 'user', content: 'A2 again' },
      ],
      NOW,
    );
    expect(messages.map((m) => [m.messageId, m.role, m.questionIndex])).toEqual([
      ['message-1', 'assistant', 0],
      ['message-2', 'user', 0],
      ['message-4', 'assistant', 1],
      ['message-5', 'user', 1],
      ['message-6', 'user', 1],
    ]);
  });

  it("is rated on its own questions, with no answer key, on the caller's scale", () => {
    const messages = givenMessages(
      [
        { role: 'assistant', content: 'Q1' },
        { role: 'user', content: 'A1' },
      ],
      NOW,
    );
    const settings = givenSettings(messages, { grade: '5', topic: 'Rain', ratingScale: defaultRatingScale() });
    expect(settings).toMatchObject({
      numberOfQuestions: 1,
      customQuestions: [{ question: 'Q1', key: null }],
      ratingPromptId: 'rating-default-v1',
      conversationPromptId: 'conversation-default-v1',
    });
  });
});

describe("a rating call's body", () => {
  const errorsOf = (body: unknown) => fieldErrors(rateLastResponseBody.safeParse(body).error!);

  it('names the fields of the form it came nearest to', () => {
    expect(errorsOf({ messages: [{ role: 'user', content: 1 }], grade: '5', topic: 'Rain' })).toEqual([
      { field: 'messages.0.content', message: expect.any(String) },
    ]);
    expect(errorsOf({ assessmentInstanceId: 7 })).toEqual([
      { field: 'assessmentInstanceId', message: expect.any(String) },
    ]);
  });

  it('names what each form lacks when it comes as near to both', () => {
    expect(errorsOf({ grade: '5', topic: 'Rain' }).map((e) => e.field)).toEqual(['assessmentInstanceId', 'messages']);
    expect(errorsOf([1])).toHaveLength(1);
  });
});
