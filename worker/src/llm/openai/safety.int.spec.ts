import type { NextTurnPlan, SafetyConcern } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { chatText } from './fake-openai-server.test-helpers.js';
import { providerForFile } from './provider-for-file.test-helpers.js';
import { ctx, message } from './provider-fixtures.test-helpers.js';

const USAGE = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };

const env = providerForFile();

const answer = message('user', 'Nobody is home at night and the man next door keeps waiting for me.', 0);
const context = ctx([message('assistant', 'What is evaporation?', 0), answer]);
const rating = (safety: unknown) =>
  JSON.stringify({ rating: 1, explanation: 'Does not answer.', example: 'Water turns to vapor.', safety });

describe("the rating model's safety judgement", () => {
  it('is asked for, and a concern it raises comes back with the rating', async () => {
    const reason = 'A neighbour may be watching the student when they are alone.';
    env.server.answer({ kind: 'reply', content: rating({ concern: true, category: 'danger', reason }), usage: USAGE });
    const rated = await env.provider.rateAnswer(context, answer.messageId);
    expect(rated.safetyConcern).toEqual({ category: 'danger', reason });
    expect(chatText(env.server.requests[0]!)).toContain('"safety": {"concern": true or false');
  });

  it('raises nothing when the model finds nothing, or says nothing of safety', async () => {
    env.server.answer(
      { kind: 'reply', content: rating({ concern: false, category: null, reason: null }), usage: USAGE },
      { kind: 'reply', content: rating(undefined), usage: USAGE },
    );
    expect((await env.provider.rateAnswer(context, answer.messageId)).safetyConcern).toBeNull();
    expect((await env.provider.rateAnswer(context, answer.messageId)).safetyConcern).toBeNull();
  });

  it('asks again when a concern does not say what kind', async () => {
    env.server.answer(
      { kind: 'reply', content: rating({ concern: true, category: null, reason: null }), usage: USAGE },
      { kind: 'reply', content: rating({ concern: true, category: 'abuse', reason: 'Speaks of being hit.' }) },
    );
    const rated = await env.provider.rateAnswer(context, answer.messageId);
    expect(rated.safetyConcern).toEqual({ category: 'abuse', reason: 'Speaks of being hit.' });
    expect(chatText(env.server.requests[1]!)).toContain('safety: a concern must give its category and a reason');
  });
});

describe('the turn after an answer that raised a concern', () => {
  const concern: SafetyConcern = { category: 'self-harm', reason: 'Speaks of wanting to die.' };
  const plan: NextTurnPlan = {
    kind: 'after-answer',
    answerMessageId: answer.messageId,
    answeredIndex: 0,
    mayFollowUp: false,
    nextIndex: 1,
    nextIsClosing: false,
    safetyConcern: concern,
  };

  it('asks the model for supportive words that point to a trusted adult, then the next question', async () => {
    env.server.answer({ kind: 'stream', deltas: ['[FOLLOW-UP] Thank you for telling me. ', 'Question 2 of 3: ...'] });
    const turn = await env.provider.nextTurn(context, plan, () => {});
    const instruction = env.server.requests[0]!.messages.at(-1)!.content as string;
    expect(instruction).toContain('ask them to talk today to an adult they trust, such as their teacher, a school');
    expect(instruction).toContain('Do not rate, correct or question what they wrote');
    expect(instruction).toContain('ask question 2 of 3');
    expect(instruction).not.toContain('you may instead ask one follow-up');
    // A model that writes the follow-up marker anyway does not get a follow-up.
    expect(turn).toMatchObject({ content: 'Thank you for telling me. Question 2 of 3: ...', followUp: false });
  });
});

describe('the turn after an answer only the model sees a concern in', () => {
  const plan: NextTurnPlan = {
    kind: 'after-answer',
    answerMessageId: answer.messageId,
    answeredIndex: 0,
    mayFollowUp: true,
    nextIndex: 1,
    nextIsClosing: false,
    safetyConcern: null,
  };

  it('is the supportive one, and its marker raises the alert without reaching the student', async () => {
    env.server.answer({
      kind: 'stream',
      deltas: ['[CONCERN:', 'danger] Thank you for telling me. ', 'Please talk to an adult you trust today.'],
    });
    const deltas: string[] = [];
    const turn = await env.provider.nextTurn(context, plan, (d) => deltas.push(d));
    expect(turn).toMatchObject({
      content: 'Thank you for telling me. Please talk to an adult you trust today.',
      followUp: false,
      safetyConcern: { category: 'danger', reason: expect.stringContaining('supportive words') },
    });
    expect(deltas.join('')).toBe(turn.content);
    const instruction = env.server.requests[0]!.messages.at(-1)!.content as string;
    expect(instruction).toContain('[CONCERN:self-harm], [CONCERN:abuse], [CONCERN:violence], [CONCERN:danger]');
    expect(instruction).toContain('not the subject matter of the lesson');
  });

  it('raises nothing on an ordinary reply, nor twice when the word list raised it already', async () => {
    env.server.answer(
      { kind: 'stream', deltas: ['Thanks. Question 2 of 3: what is a cloud?'] },
      { kind: 'stream', deltas: ['[CONCERN:abuse] Thank you for telling me.'] },
    );
    expect((await env.provider.nextTurn(context, plan, () => {})).safetyConcern).toBeNull();
    const raised = { ...plan, mayFollowUp: false, safetyConcern: { category: 'abuse' as const, reason: 'Word list.' } };
    const turn = await env.provider.nextTurn(context, raised, () => {});
    expect(turn).toMatchObject({ content: 'Thank you for telling me.', safetyConcern: null });
  });
});

describe("the model's overall rating of a check-in with an answer that raised a concern", () => {
  it('never sees that answer: the question is left out for the teacher, the others rated as ever', async () => {
    const second = message('user', 'Water vapour cools and condenses into clouds.', 1);
    const whole = {
      ...ctx([message('assistant', 'What is evaporation?', 0), answer, message('assistant', 'And clouds?', 1), second]),
      concernAnswerIds: [answer.messageId],
    };
    const overall = { rating: 3, explanation: 'Knows condensation.', feedback: 'Feedback: Well done.' };
    env.server.answer({ kind: 'reply', content: JSON.stringify(overall), usage: USAGE });
    await env.provider.rateConversation(whole);
    const asked = chatText(env.server.requests[0]!);
    expect(asked).not.toContain('the man next door');
    expect(asked).toContain('Question 1: left out for the teacher to read; do not rate it, count it or mention it.');
    expect(asked).toContain('Water vapour cools and condenses into clouds.');
  });
});
