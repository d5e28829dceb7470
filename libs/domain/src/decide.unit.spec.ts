import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import { isDomainError } from './errors.js';
import type { InstanceEvent } from './events.js';
import { nextTurnPlan } from './progress.js';
import { type LiveInstanceState, fold, isAtRest } from './state.js';
import { NOW, USAGE, answered, created, given, replied, started } from './given.test-helpers.js';

const reply = (cause: number, followUp = false) =>
  ({
    type: 'RecordAiReply',
    data: {
      now: NOW,
      cause,
      messageId: `ai-${cause}`,
      content: 'Next',
      followUp,
      safetyConcern: null,
      usage: USAGE,
      model: 'test',
    },
  }) as const;
const submit = (messageId: string, aiMessagesSeen: number, content = 'An answer') =>
  ({ type: 'SubmitAnswer', data: { now: NOW, messageId, content, aiMessagesSeen } }) as const;
const rateAnswer = (cause: number, answerMessageId: string, rating: number | null = 3) =>
  ({
    type: 'RecordAnswerRating',
    data: {
      now: NOW,
      cause,
      answerMessageId,
      rating,
      explanation: 'Why',
      example: 'Example',
      answerKey: null,
      keyPoints: [],
      safetyConcern: null,
      usage: USAGE,
      model: 'test',
    },
  }) as const;

// Versions: 1 created, 2 started, 3 first question (caused by 2), 4 first answer.
const atFirstQuestion: InstanceEvent[] = [created(2), started(), replied(2, 0)];
const afterFirstAnswer: InstanceEvent[] = [...atFirstQuestion, answered('a1', 0)];

describe('when there is no instance', () => {
  it('creates it', () => {
    given().when({ type: 'CreateInstance', data: created().data }).then([created()]);
  });
  it('refuses any other command', () => {
    given()
      .when({ type: 'StartInstance', data: { now: NOW } })
      .thenRefuses('InstanceNotFound');
  });
});

describe('when created', () => {
  it('starts, asking for the first question', () => {
    given(created())
      .when({ type: 'StartInstance', data: { now: NOW } })
      .then([started()]);
    expect(fold([created(), started()]).status === 'Started' && fold([created(), started()])).toMatchObject({
      pending: [{ kind: 'next-response', cause: 2 }],
    });
  });
  it('refuses to be created twice', () => {
    given(created()).when({ type: 'CreateInstance', data: created().data }).thenRefuses('InstanceAlreadyExists');
  });
  it('refuses an answer before the start', () => {
    given(created()).when(submit('a1', 0)).thenRefuses('NotStarted');
  });
  it('can be canceled', () => {
    given(created())
      .when({ type: 'CancelInstance', data: { now: NOW, reason: 'left' } })
      .then([{ type: 'InstanceCanceled', data: { reason: 'left', canceledAt: NOW } }]);
  });
});

describe('when started', () => {
  it('refuses to start twice', () => {
    given(created(), started())
      .when({ type: 'StartInstance', data: { now: NOW } })
      .thenRefuses('AlreadyStarted');
  });
  it('refuses an answer while the AI is writing the first question', () => {
    given(created(), started()).when(submit('a1', 0)).thenRefuses('AwaitingAiReply');
  });
  it('records the first question', () => {
    given(created(), started())
      .when(reply(2))
      .then([{ ...replied(2, 0), data: { ...replied(2, 0).data, content: 'Next' } }]);
  });
  it('refuses a reply nobody asked for (a duplicate delivery)', () => {
    given(...atFirstQuestion)
      .when(reply(2))
      .thenRefuses('StaleAiResult');
  });
  it('refuses a follow-up as the first question', () => {
    given(created(), started()).when(reply(2, true)).thenRefuses('FollowUpNotAllowed');
  });
  it('records an answer to the current question and asks for a reply and a rating', () => {
    given(...atFirstQuestion)
      .when(submit('a1', 1, '  Evaporation  '))
      .then([answered('a1', 0, 'Evaporation')]);
    const state = fold([...atFirstQuestion, answered('a1', 0)]) as LiveInstanceState;
    expect(state.pending).toEqual([
      { kind: 'next-response', cause: 4 },
      { kind: 'rate-answer', cause: 4, answerMessageId: 'a1' },
    ]);
  });
  it('takes the same answer twice as once', () => {
    given(...afterFirstAnswer)
      .when(submit('a1', 1))
      .then([]);
  });
  it('refuses another text under an id already used', () => {
    given(...afterFirstAnswer)
      .when(submit('a1', 1, 'Something else'))
      .thenRefuses('DuplicateMessageId');
  });
  it('refuses an empty answer', () => {
    given(...atFirstQuestion)
      .when(submit('a1', 1, '   '))
      .thenRefuses('EmptyAnswer');
  });
  it('refuses a second answer while the AI is replying to the first', () => {
    given(...afterFirstAnswer)
      .when(submit('a2', 1))
      .thenRefuses('AwaitingAiReply');
  });
  it('refuses an answer written before the latest AI message (out of turn)', () => {
    given(...afterFirstAnswer, replied(4, 1))
      .when(submit('a2', 1))
      .thenRefuses('OutOfTurn');
  });
  it('asks the next question after an answer', () => {
    const decision = decide(reply(4), fold(afterFirstAnswer));
    expect(decision).toMatchObject([
      { type: 'AiReplied', data: { questionIndex: 1, shouldEnd: false, followUp: false } },
    ]);
  });
  it('allows one follow-up on a question, then moves on', () => {
    const withFollowUp = [...afterFirstAnswer, replied(4, 0, { followUp: true }), answered('a2', 0)];
    expect(decide(reply(4, true), fold(afterFirstAnswer))).toMatchObject([
      { data: { questionIndex: 0, followUp: true } },
    ]);
    given(...withFollowUp)
      .when(reply(6, true))
      .thenRefuses('FollowUpNotAllowed');
    expect(decide(reply(6), fold(withFollowUp))).toMatchObject([{ data: { questionIndex: 1, followUp: false } }]);
  });
  it('keeps the question a reply asks, and none on a follow-up or the closing message', () => {
    const asking = (cause: number, followUp = false) => ({
      ...reply(cause, followUp),
      data: { ...reply(cause, followUp).data, question: 'Why does it rain?' },
    });
    expect(decide(asking(4), fold(afterFirstAnswer))).toMatchObject([
      { data: { questionIndex: 1, question: 'Why does it rain?' } },
    ]);
    const followedUp = decide(asking(4, true), fold(afterFirstAnswer));
    expect(followedUp).toMatchObject([{ data: { followUp: true } }]);
    expect(isDomainError(followedUp) ? null : followedUp[0]!.data).not.toHaveProperty('question');
    const closing = decide(asking(6), fold([...afterFirstAnswer, replied(4, 1), answered('a2', 1)]));
    expect(isDomainError(closing) ? null : closing[0]!.data).not.toHaveProperty('question');
    const state = fold([...afterFirstAnswer, ...(decide(asking(4), fold(afterFirstAnswer)) as InstanceEvent[])]);
    expect((state as LiveInstanceState).messages.at(-1)).toMatchObject({ question: 'Why does it rain?' });
  });
  it('counts a question completed when the examiner moves past it, not on a follow-up', () => {
    const followed = fold([...afterFirstAnswer, replied(4, 0, { followUp: true })]) as LiveInstanceState;
    expect(followed.questionsCompleted).toBe(0);
    const moved = fold([...afterFirstAnswer, replied(4, 1)]) as LiveInstanceState;
    expect(moved.questionsCompleted).toBe(1);
  });
  it('sets shouldEnd and completes when the last question has been answered', () => {
    const lastAnswered = [...afterFirstAnswer, replied(4, 1), answered('a2', 1)];
    given(...lastAnswered)
      .when(reply(6))
      .then([
        {
          ...replied(6, 2, { shouldEnd: true }),
          data: { ...replied(6, 2, { shouldEnd: true }).data, content: 'Next' },
        },
        { type: 'ConversationCompleted', data: { completedAt: NOW } },
      ]);
    const plan = nextTurnPlan(fold(lastAnswered) as LiveInstanceState);
    expect(plan).toMatchObject({ kind: 'after-answer', nextIsClosing: true });
  });
  it('records a rating on the scale for a pending answer', () => {
    const decision = decide(rateAnswer(4, 'a1'), fold(afterFirstAnswer));
    expect(decision).toMatchObject([{ type: 'AnswerRated', data: { answerMessageId: 'a1', rating: 3 } }]);
  });
  it('records an answer that could not be rated (no answer key) as not rated', () => {
    const decision = decide(rateAnswer(4, 'a1', null), fold(afterFirstAnswer));
    expect(decision).toMatchObject([{ type: 'AnswerRated', data: { answerMessageId: 'a1', rating: null } }]);
    const state = fold([...afterFirstAnswer, ...(decision as InstanceEvent[])]) as LiveInstanceState;
    expect(state.ratings['a1']).toMatchObject({ rating: null, answerKey: null, keyPoints: [] });
    expect(state.pending.map((r) => r.kind)).toEqual(['next-response']);
  });
  it('keeps the key an answer was rated against, with its verdicts', () => {
    const key = { modelAnswer: 'Water evaporates.', keyPoints: ['evaporation'], misconceptions: [] };
    const command = rateAnswer(4, 'a1');
    const keyed = {
      ...command,
      data: { ...command.data, answerKey: key, keyPoints: [{ point: 'evaporation', verdict: 'shown' as const }] },
    };
    const state = fold([
      ...afterFirstAnswer,
      ...(decide(keyed, fold(afterFirstAnswer)) as InstanceEvent[]),
    ]) as LiveInstanceState;
    expect(state.ratings['a1']).toMatchObject({
      answerKey: key,
      keyPoints: [{ point: 'evaporation', verdict: 'shown' }],
    });
  });
  it('reads custom questions stored as plain strings, before answer keys, as questions with no key', () => {
    const old = created();
    const legacy = { ...old, data: { ...old.data, settings: { ...old.data.settings, customQuestions: ['Why?'] } } };
    const state = fold([legacy as unknown as InstanceEvent]) as LiveInstanceState;
    expect(state.settings.customQuestions).toEqual([{ question: 'Why?', key: null }]);
  });
  it('refuses a rating off the scale', () => {
    given(...afterFirstAnswer)
      .when(rateAnswer(4, 'a1', 9))
      .thenRefuses('RatingNotOnScale');
  });
  it('refuses a rating for an answer already rated', () => {
    const rated: InstanceEvent = {
      type: 'AnswerRated',
      data: {
        cause: 4,
        answerMessageId: 'a1',
        rating: 3,
        explanation: 'Why',
        example: 'Ex',
        usage: USAGE,
        model: 'test',
        ratedAt: NOW,
      },
    };
    given(...afterFirstAnswer, rated)
      .when(rateAnswer(4, 'a1'))
      .thenRefuses('StaleAiResult');
  });
});

describe('when the AI failed', () => {
  const failed: InstanceEvent = {
    type: 'AiRequestFailed',
    data: { request: { kind: 'next-response', cause: 4 }, error: 'model down', failedAt: NOW },
  };
  it('records the failure of a pending request', () => {
    given(...afterFirstAnswer)
      .when({
        type: 'FailAiRequest',
        data: { now: NOW, request: { kind: 'next-response', cause: 4 }, error: 'model down' },
      })
      .then([failed]);
  });
  it('refuses a new answer until the student retries', () => {
    given(...afterFirstAnswer, failed)
      .when(submit('a2', 1))
      .thenRefuses('AiRequestFailedRetryNeeded');
  });
  it('retries the failed request under a new cause, and the reply is then accepted', () => {
    given(...afterFirstAnswer, failed)
      .when({ type: 'RetryAiRequests', data: { now: NOW } })
      .then([
        {
          type: 'AiRequestRetried',
          data: {
            failed: { kind: 'next-response', cause: 4 },
            request: { kind: 'next-response', cause: 6 },
            retriedAt: NOW,
          },
        },
      ]);
    const retried: InstanceEvent = {
      type: 'AiRequestRetried',
      data: {
        failed: { kind: 'next-response', cause: 4 },
        request: { kind: 'next-response', cause: 6 },
        retriedAt: NOW,
      },
    };
    expect(decide(reply(6), fold([...afterFirstAnswer, failed, retried]))).toMatchObject([{ type: 'AiReplied' }]);
    given(...afterFirstAnswer, failed, retried)
      .when(reply(4))
      .thenRefuses('StaleAiResult');
  });
  it('has nothing to retry when nothing failed', () => {
    given(...afterFirstAnswer)
      .when({ type: 'RetryAiRequests', data: { now: NOW } })
      .thenRefuses('NothingToRetry');
  });
});

describe('when completed', () => {
  const completed: InstanceEvent[] = [
    created(1),
    started(),
    replied(2, 0),
    answered('a1', 0),
    replied(4, 1, { shouldEnd: true }),
    { type: 'ConversationCompleted', data: { completedAt: NOW } },
  ];
  const rated: InstanceEvent = {
    type: 'ConversationRated',
    data: {
      cause: 6,
      rating: 3,
      explanation: 'Good',
      feedback: 'Feedback: well done',
      usage: USAGE,
      model: 'test',
      ratedAt: NOW,
    },
  };
  it('asks for the conversation rating', () => {
    expect((fold(completed) as LiveInstanceState).pending).toContainEqual({ kind: 'rate-conversation', cause: 6 });
  });
  it('refuses an answer after completion', () => {
    given(...completed)
      .when(submit('a2', 2))
      .thenRefuses('ConversationOver');
  });
  it('is rated by the conversation rating', () => {
    const decision = decide(
      {
        type: 'RecordConversationRating',
        data: {
          now: NOW,
          cause: 6,
          rating: 3,
          explanation: 'Good',
          feedback: 'Feedback: well done',
          usage: USAGE,
          model: 'test',
        },
      },
      fold(completed),
    );
    expect(decision).toEqual([rated]);
    expect(fold([...completed, rated]).status).toBe('Rated');
  });
  it('still takes an answer rating that arrives after the conversation rating', () => {
    expect(decide(rateAnswer(4, 'a1'), fold([...completed, rated]))).toMatchObject([{ type: 'AnswerRated' }]);
  });
  it('is at rest once rated with no AI work left, not while a rating is awaited', () => {
    expect(isAtRest(fold(afterFirstAnswer))).toBe(false);
    expect(isAtRest(fold(completed))).toBe(false);
    expect(isAtRest(fold([...completed, rated]))).toBe(false); // the first answer's rating is still awaited
    const answerRated = decide(rateAnswer(4, 'a1'), fold(completed)) as InstanceEvent[];
    expect(isAtRest(fold([...completed, ...answerRated, rated]))).toBe(true);
  });
  it('refuses to cancel after rating', () => {
    given(...completed, rated)
      .when({ type: 'CancelInstance', data: { now: NOW, reason: 'x' } })
      .thenRefuses('AlreadyRated');
  });
  it("takes a student's thumbs on an AI message only", () => {
    expect(
      decide({ type: 'RecordStudentFeedback', data: { now: NOW, messageId: 'ai-2', feedback: 'up' } }, fold(completed)),
    ).toMatchObject([{ type: 'StudentFeedbackRecorded' }]);
    given(...completed)
      .when({ type: 'RecordStudentFeedback', data: { now: NOW, messageId: 'a1', feedback: 'up' } })
      .thenRefuses('UnknownMessage');
  });
});

describe('when canceled', () => {
  const canceled: InstanceEvent[] = [
    ...afterFirstAnswer,
    { type: 'InstanceCanceled', data: { reason: 'left', canceledAt: NOW } },
  ];
  it('is at rest', () => {
    expect(isAtRest(fold(canceled))).toBe(true);
  });
  it('drops the pending AI work, so late results are stale', () => {
    given(...canceled)
      .when(reply(4))
      .thenRefuses('StaleAiResult');
  });
  it('refuses answers, a second cancel and a retry', () => {
    given(...canceled)
      .when(submit('a2', 1))
      .thenRefuses('InstanceCanceled');
    given(...canceled)
      .when({ type: 'CancelInstance', data: { now: NOW, reason: 'x' } })
      .thenRefuses('InstanceCanceled');
    given(...canceled)
      .when({ type: 'RetryAiRequests', data: { now: NOW } })
      .thenRefuses('InstanceCanceled');
  });
});

describe('decide and evolve', () => {
  it('are pure: the same history and command give the same answer', () => {
    const a = decide(reply(4), fold(afterFirstAnswer));
    const b = decide(reply(4), fold(afterFirstAnswer));
    expect(a).toEqual(b);
    expect(isDomainError(a)).toBe(false);
  });
});
