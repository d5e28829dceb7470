import { describe, expect, it } from 'vitest';
import type { RecordAiReply, RecordAnswerRating } from './commands.js';
import { decide } from './decide.js';
import type { InstanceEvent, SafetyConcernRaised } from './events.js';
import { nextTurnPlan } from './progress.js';
import { NOT_RATED_FOR_SAFETY, type SafetyConcern } from './safety-concern.js';
import { type LiveInstanceState, fold } from './state.js';
import { NOW, USAGE, answered, created, given, replied, started } from './given.test-helpers.js';

const CONCERN: SafetyConcern = { category: 'self-harm', reason: 'Speaks of wanting to die.' };
const KEY = { modelAnswer: 'Water evaporates.', keyPoints: ['evaporation'], misconceptions: [] };

const reply = (cause: number, safetyConcern: SafetyConcern | null, followUp = false): RecordAiReply => ({
  type: 'RecordAiReply',
  data: {
    now: NOW,
    cause,
    messageId: `ai-${cause}`,
    content: 'Next',
    followUp,
    safetyConcern,
    usage: USAGE,
    model: 'test',
  },
});
const rate = (cause: number, answerMessageId: string, safetyConcern: SafetyConcern | null): RecordAnswerRating => ({
  type: 'RecordAnswerRating',
  data: {
    now: NOW,
    cause,
    answerMessageId,
    rating: 2,
    explanation: 'Misses evaporation.',
    example: 'Water evaporates.',
    answerKey: KEY,
    keyPoints: [{ point: 'evaporation', verdict: 'missing' }],
    safetyConcern,
    usage: USAGE,
    model: 't',
  },
});
const raised = (answerMessageId: string, concern = CONCERN): SafetyConcernRaised => ({
  type: 'SafetyConcernRaised',
  data: { answerMessageId, ...concern, raisedAt: NOW },
});
const notRated = (cause: number, answerMessageId: string): InstanceEvent => ({
  type: 'AnswerRated',
  data: {
    cause,
    answerMessageId,
    rating: null,
    explanation: NOT_RATED_FOR_SAFETY,
    example: '',
    answerKey: KEY,
    keyPoints: [],
    usage: USAGE,
    model: 't',
    ratedAt: NOW,
  },
});
const nextQuestion = (cause: number, questionIndex: number): InstanceEvent => {
  const r = replied(cause, questionIndex);
  return { ...r, data: { ...r.data, content: 'Next' } } as InstanceEvent;
};

// Versions: 1 created, 2 started, 3 first question (caused by 2), 4 the alarming answer.
const afterAlarmingAnswer: InstanceEvent[] = [created(3), started(), replied(2, 0), answered('a1', 0, 'I want to die')];

describe('when an answer raises a concern found by the examiner writing the reply', () => {
  it('raises the alert on that answer with the supportive reply', () => {
    given(...afterAlarmingAnswer)
      .when(reply(4, CONCERN))
      .then([raised('a1'), nextQuestion(4, 1)]);
  });
  it('refuses a follow-up: the examiner moves on rather than press the student', () => {
    given(...afterAlarmingAnswer)
      .when(reply(4, CONCERN, true))
      .thenRefuses('FollowUpNotAllowed');
  });
  it('takes back a rating that came first: the answer is not rated after all', () => {
    const rated = { type: 'AnswerRated', data: { ...notRated(4, 'a1').data, ...ratedAsGiven } } as InstanceEvent;
    const state = fold([...afterAlarmingAnswer, rated, raised('a1')]) as LiveInstanceState;
    expect(state.ratings['a1']).toMatchObject({
      rating: null,
      explanation: NOT_RATED_FOR_SAFETY,
      example: '',
      keyPoints: [],
    });
    expect(state.ratings['a1']!.answerKey).toEqual(KEY);
  });
  it('records the rating that comes later as not rated, without a second alert', () => {
    given(...afterAlarmingAnswer, raised('a1'), nextQuestion(4, 1))
      .when(rate(4, 'a1', null))
      .then([notRated(4, 'a1')]);
  });
});

describe('when an answer raises a concern found by the rater', () => {
  it('raises the alert and records the answer as not rated', () => {
    given(...afterAlarmingAnswer)
      .when(rate(4, 'a1', CONCERN))
      .then([raised('a1'), notRated(4, 'a1')]);
  });
  it('tells the examiner writing the reply, which then moves on with supportive words', () => {
    const state = fold([...afterAlarmingAnswer, raised('a1'), notRated(4, 'a1')]) as LiveInstanceState;
    expect(nextTurnPlan(state)).toMatchObject({ answerMessageId: 'a1', safetyConcern: CONCERN, mayFollowUp: false });
  });
  it('keeps the first alert when the reply finds one too', () => {
    given(...afterAlarmingAnswer, raised('a1'), notRated(4, 'a1'))
      .when(reply(4, { category: 'danger', reason: 'Another reading.' }))
      .then([nextQuestion(4, 1)]);
  });
});

describe('when an answer raises no concern', () => {
  it('rates it and replies as ever', () => {
    given(...afterAlarmingAnswer)
      .when(rate(4, 'a1', null))
      .then([{ type: 'AnswerRated', data: { ...notRated(4, 'a1').data, ...ratedAsGiven } } as InstanceEvent]);
    given(...afterAlarmingAnswer)
      .when(reply(4, null))
      .then([nextQuestion(4, 1)]);
    expect(nextTurnPlan(fold(afterAlarmingAnswer) as LiveInstanceState)).toMatchObject({ safetyConcern: null });
  });
});

const ratedAsGiven = {
  rating: 2,
  explanation: 'Misses evaporation.',
  example: 'Water evaporates.',
  keyPoints: [{ point: 'evaporation', verdict: 'missing' }],
};

describe('after the alert', () => {
  it('keeps the alert on the answer for the teacher', () => {
    const state = fold([...afterAlarmingAnswer, raised('a1')]) as LiveInstanceState;
    expect(state.safetyConcerns).toEqual({ a1: { ...CONCERN, raisedAt: NOW } });
  });
  it('does not count the alert as the student being active', () => {
    const later = { ...raised('a1'), data: { ...raised('a1').data, raisedAt: '2026-11-22T11:00:00.000Z' } };
    const state = fold([...afterAlarmingAnswer, later]) as LiveInstanceState;
    expect(state.lastActivityAt).toBe(NOW);
  });
  it('asks for no supportive words after the next, ordinary answer', () => {
    const state = fold([
      ...afterAlarmingAnswer,
      raised('a1'),
      nextQuestion(4, 1),
      answered('a2', 1, 'Rain falls.'),
    ]) as LiveInstanceState;
    expect(nextTurnPlan(state)).toMatchObject({ answerMessageId: 'a2', safetyConcern: null, mayFollowUp: true });
    // Versions: 5 the alert, 6 the second question, 7 the ordinary answer.
    expect(decide(reply(7, null), state)).toEqual([nextQuestion(7, 2)]);
  });
});
