import type { NextTurnPlan, SafetyConcern } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { FOUR, Transcript, context, settingsFor } from './fixtures.test-helpers.js';
import { OfflineExaminer } from './offline-examiner.js';
import { planQuestions } from './questions.js';

const examiner = new OfflineExaminer();
const settings = settingsFor('Water Cycle', '4');
const questions = planQuestions(settings, 'tmpl-1');
const CONCERN: SafetyConcern = { category: 'self-harm', reason: 'May speak of hurting or ending their own life.' };

/** The student answered question k with `answer` (message m{2k+2}). */
function afterAnswer(k: number, answer: string) {
  const t = new Transcript();
  for (let i = 0; i < k; i++) {
    t.add('assistant', questions[i]!.text, i);
    t.add('user', questions[i]!.key!.modelAnswer, i);
  }
  t.add('assistant', questions[k]!.text, k);
  const given = t.add('user', answer, k);
  return { messages: t.messages, answerMessageId: given.messageId };
}
const plan = (k: number, answerMessageId: string, safetyConcern: SafetyConcern | null): NextTurnPlan => ({
  kind: 'after-answer',
  answerMessageId,
  answeredIndex: k,
  // As the domain plans it: no follow-up on an answer that raised a concern.
  mayFollowUp: safetyConcern === null,
  nextIndex: k + 1,
  nextIsClosing: k + 1 >= questions.length,
  safetyConcern,
});

describe('the offline examiner after an answer that raised a safety concern', () => {
  it('answers with care, points to a trusted adult, and moves on to the next question', async () => {
    const { messages, answerMessageId } = afterAnswer(0, 'I want to kill myself');
    const turn = await examiner.nextTurn(context(settings, messages), plan(0, answerMessageId, CONCERN), () => {});
    expect(turn.content).toMatch(/^Thank you for telling me\. What you wrote matters/);
    expect(turn.content).toContain(
      'Please talk to an adult you trust today, such as your teacher, a school counsellor',
    );
    expect(turn.content).toContain(`Question 2 of 5: ${questions[1]!.text}`);
    expect(turn.followUp).toBe(false);
  });

  it('speaks to the youngest students in their words, and closes when it was the last question', async () => {
    const young = settingsFor('Water Cycle', '1');
    const last = planQuestions(young, 'tmpl-1').length - 1;
    const t = new Transcript();
    t.add('assistant', 'Last question', last);
    const given = t.add('user', 'my dad hits me', last);
    const turn = await examiner.nextTurn(context(young, t.messages), plan(last, given.messageId, CONCERN), () => {});
    expect(turn.content).toContain('Please talk to a grown-up you trust today');
    expect(turn.content).toContain('That was the last question.');
  });

  it('says no such words after an ordinary answer', async () => {
    const { messages, answerMessageId } = afterAnswer(0, questions[0]!.key!.modelAnswer);
    const turn = await examiner.nextTurn(context(settings, messages), plan(0, answerMessageId, null), () => {});
    expect(turn.content).not.toContain('adult you trust');
  });
});

describe("the offline examiner's overall rating of a check-in with an answer that raised a safety concern", () => {
  it('leaves that answer out: not rated, not counted, and not named as a thing to work on', async () => {
    const t = new Transcript();
    questions.forEach((question, i) => {
      t.add('assistant', question.text, i);
      t.add('user', i === 0 ? 'Sometimes I want to hurt myself.' : question.key!.modelAnswer, i);
    });
    const alarming = t.messages.find((m) => m.role === 'user' && m.questionIndex === 0)!;
    const overall = await examiner.rateConversation(
      context(settings, t.messages, { concernAnswerIds: [alarming.messageId] }),
    );
    expect(overall.explanation).toContain('across 4 rated questions');
    expect(overall.explanation).toContain('Not rated: question 1, for the teacher to read.');
    expect(overall.rating).toBe(FOUR.levels.at(-1)!.value);
    expect(overall.feedback).toContain('Your teacher will read your answer to question 1.');
    expect(overall.feedback).not.toMatch(/question 1: /i);
  });
});
