import { describe, expect, it } from 'vitest';
import type { InstanceEvent } from './events.js';
import { NOW, USAGE, answered, created, given, replied, started } from './given.test-helpers.js';
import { decide } from './decide.js';
import { ABANDONED_MESSAGE } from './idle.js';
import { type LiveInstanceState, fold } from './state.js';

// Every event of the helpers happens at NOW (10:00); the sweep comes an hour and a minute later.
const SWEPT_AT = '2026-11-22T11:01:00.000Z';
const CUTOFF = '2026-11-22T10:01:00.000Z';
const abandon = { type: 'AbandonInstance', data: { now: SWEPT_AT, idleCutoff: CUTOFF } } as const;
const abandonedSince = (idleSince: string): InstanceEvent => ({
  type: 'InstanceAbandoned',
  data: { idleSince, abandonedAt: SWEPT_AT },
});

// Versions: 1 created, 2 started, 3 first question (caused by 2), 4 first answer.
const afterFirstAnswer: InstanceEvent[] = [created(2), started(), replied(2, 0), answered('a1', 0)];

describe('when created and never started', () => {
  it('is abandoned once idle past the cutoff', () => {
    given(created())
      .when(abandon)
      .then([abandonedSince(NOW)]);
  });
});

describe('when started', () => {
  it('is abandoned after the cutoff, idle since its last activity', () => {
    given(...afterFirstAnswer)
      .when(abandon)
      .then([abandonedSince(NOW)]);
  });

  it('refuses when the student answered after the cutoff: the answer wins', () => {
    const lateAnswer: InstanceEvent = {
      type: 'AnswerSubmitted',
      data: { messageId: 'a1', content: 'An answer', questionIndex: 0, submittedAt: '2026-11-22T10:30:00.000Z' },
    };
    given(created(2), started(), replied(2, 0), lateAnswer).when(abandon).thenRefuses('NotIdle');
  });

  it("refuses when the examiner's reply came after the cutoff", () => {
    const lateReply: InstanceEvent = {
      type: 'AiReplied',
      data: {
        cause: 4,
        messageId: 'ai-4',
        content: 'Question 2',
        questionIndex: 1,
        followUp: false,
        shouldEnd: false,
        usage: USAGE,
        model: 'test',
        repliedAt: '2026-11-22T10:59:00.000Z',
      },
    };
    given(...afterFirstAnswer, lateReply)
      .when(abandon)
      .thenRefuses('NotIdle');
  });

  it("does not count a teacher's review as activity", () => {
    const flaggedLater: InstanceEvent = {
      type: 'AnswerFlagged',
      data: { answerMessageId: 'a1', teacherId: 'u-1', flaggedAt: '2026-11-22T10:59:00.000Z' },
    };
    given(...afterFirstAnswer, flaggedLater)
      .when(abandon)
      .then([abandonedSince(NOW)]);
  });
});

describe('when completed', () => {
  it('refuses to be abandoned', () => {
    given(created(1), started(), replied(2, 0), answered('a1', 0), replied(4, 1, { shouldEnd: true }), {
      type: 'ConversationCompleted',
      data: { completedAt: NOW },
    })
      .when(abandon)
      .thenRefuses('ConversationOver');
  });
});

describe('when canceled', () => {
  it('refuses to be abandoned', () => {
    given(...afterFirstAnswer, { type: 'InstanceCanceled', data: { reason: 'left', canceledAt: NOW } })
      .when(abandon)
      .thenRefuses('ConversationOver');
  });
});

describe('when abandoned', () => {
  const gone: InstanceEvent[] = [...afterFirstAnswer, abandonedSince(NOW)];

  it('is over, keeps how far the student got, and waits for no AI work', () => {
    const state = fold(gone) as LiveInstanceState;
    expect(state).toMatchObject({ status: 'Abandoned', abandonedAt: SWEPT_AT, lastActivityAt: NOW, pending: [] });
    expect(state.messages.map((m) => m.messageId)).toEqual(['ai-2', 'a1']);
  });

  it('changes nothing when abandoned again (a second sweep)', () => {
    given(...gone)
      .when(abandon)
      .then([]);
  });

  it('refuses an answer with a message the student can act on', () => {
    const decision = decide(
      { type: 'SubmitAnswer', data: { now: SWEPT_AT, messageId: 'a2', content: 'Late', aiMessagesSeen: 1 } },
      fold(gone),
    );
    expect(decision).toEqual({ kind: 'DomainError', code: 'InstanceAbandoned', message: ABANDONED_MESSAGE });
  });

  it('refuses a start, a retry and a cancel', () => {
    given(created(), abandonedSince(NOW))
      .when({ type: 'StartInstance', data: { now: SWEPT_AT } })
      .thenRefuses('InstanceAbandoned');
    given(...gone)
      .when({ type: 'RetryAiRequests', data: { now: SWEPT_AT } })
      .thenRefuses('InstanceAbandoned');
    given(...gone)
      .when({ type: 'CancelInstance', data: { now: SWEPT_AT, reason: 'x' } })
      .thenRefuses('InstanceAbandoned');
  });

  it("refuses the examiner's late reply as stale", () => {
    given(...gone)
      .when({
        type: 'RecordAiReply',
        data: {
          now: SWEPT_AT,
          cause: 4,
          messageId: 'ai-4',
          content: 'Next',
          followUp: false,
          usage: USAGE,
          model: 't',
        },
      })
      .thenRefuses('StaleAiResult');
  });
});
