import { describe, expect, it } from 'vitest';
import type { Reviewer } from './commands.js';
import { decide } from './decide.js';
import type { InstanceEvent } from './events.js';
import { NOW, USAGE, answered, created, given, replied, started } from './given.test-helpers.js';
import { type LiveInstanceState, fold } from './state.js';

const owner: Reviewer = { teacherId: 'u-1', adminOfOrganizationId: null, ownerOrganizationId: 'org-1' };
const orgAdmin: Reviewer = { teacherId: 'admin-1', adminOfOrganizationId: 'org-1', ownerOrganizationId: 'org-1' };
const otherAdmin: Reviewer = { teacherId: 'admin-2', adminOfOrganizationId: 'org-2', ownerOrganizationId: 'org-1' };
const colleague: Reviewer = { teacherId: 'u-2', adminOfOrganizationId: null, ownerOrganizationId: 'org-1' };

const answerRated = (answerMessageId: string, cause: number, rating = 2): InstanceEvent => ({
  type: 'AnswerRated',
  data: {
    cause,
    answerMessageId,
    rating,
    explanation: 'Why',
    example: 'Ex',
    usage: USAGE,
    model: 'test',
    ratedAt: NOW,
  },
});
const conversationRated: InstanceEvent = {
  type: 'ConversationRated',
  data: {
    cause: 7,
    rating: 2,
    explanation: 'Overall',
    feedback: 'Feedback: ok',
    usage: USAGE,
    model: 'test',
    ratedAt: NOW,
  },
};

// Versions: 1 created, 2 started, 3 question 1, 4 answer a1, 5 closing, 6 rating of a1, 7 completed, 8 overall.
const answeredOnce: InstanceEvent[] = [created(1), started(), replied(2, 0), answered('a1', 0)];
const rated: InstanceEvent[] = [
  ...answeredOnce,
  replied(4, 1, { shouldEnd: true }),
  answerRated('a1', 4),
  { type: 'ConversationCompleted', data: { completedAt: NOW } },
  conversationRated,
];

const override = (answerMessageId: string | null, rating: number, by = owner, note = 'Clear reasoning') =>
  ({ type: 'OverrideRating', data: { now: NOW, by, answerMessageId, rating, note } }) as const;
const overridden = (answerMessageId: string | null, rating: number, teacherId = 'u-1'): InstanceEvent => ({
  type: 'RatingOverridden',
  data: { answerMessageId, rating, note: 'Clear reasoning', teacherId, overriddenAt: NOW },
});
const clear = (answerMessageId: string | null) =>
  ({ type: 'ClearRatingOverride', data: { now: NOW, by: owner, answerMessageId } }) as const;
const flag = (answerMessageId: string, by = owner) =>
  ({ type: 'FlagAnswer', data: { now: NOW, by, answerMessageId } }) as const;

const live = (events: InstanceEvent[]) => fold(events) as LiveInstanceState;

describe('when an answer is rated', () => {
  it("takes the owner's rating on the scale for the answer, keeping the AI's beside it", () => {
    given(...rated)
      .when(override('a1', 4))
      .then([overridden('a1', 4)]);
    const state = live([...rated, overridden('a1', 4)]);
    expect(state.ratings.a1!.rating).toBe(2);
    expect(state.overrides.a1).toMatchObject({ rating: 4, note: 'Clear reasoning', teacherId: 'u-1' });
  });
  it("takes an org admin's rating, and refuses another teacher's or another organisation's admin", () => {
    given(...rated)
      .when(override('a1', 4, orgAdmin))
      .then([overridden('a1', 4, 'admin-1')]);
    given(...rated)
      .when(override('a1', 4, colleague))
      .thenRefuses('NotReviewer');
    given(...rated)
      .when(override('a1', 4, otherAdmin))
      .thenRefuses('NotReviewer');
  });
  it('refuses a rating off the scale, an AI message, an unknown message and an answer not rated yet', () => {
    given(...rated)
      .when(override('a1', 7))
      .thenRefuses('RatingNotOnScale');
    given(...rated)
      .when(override('ai-2', 3))
      .thenRefuses('NotAnAnswer');
    given(...rated)
      .when(override('nope', 3))
      .thenRefuses('UnknownMessage');
    given(...answeredOnce)
      .when(override('a1', 3))
      .thenRefuses('NotRated');
  });
  it('replaces an earlier override when overridden again', () => {
    const state = live([...rated, overridden('a1', 4), overridden('a1', 1)]);
    expect(state.overrides.a1!.rating).toBe(1);
  });
  it("returns to the AI's rating when the override is cleared, and clearing twice does nothing", () => {
    given(...rated, overridden('a1', 4))
      .when(clear('a1'))
      .then([{ type: 'RatingOverrideCleared', data: { answerMessageId: 'a1', teacherId: 'u-1', clearedAt: NOW } }]);
    const cleared: InstanceEvent = {
      type: 'RatingOverrideCleared',
      data: { answerMessageId: 'a1', teacherId: 'u-1', clearedAt: NOW },
    };
    expect(live([...rated, overridden('a1', 4), cleared]).overrides).toEqual({});
    given(...rated, overridden('a1', 4), cleared)
      .when(clear('a1'))
      .then([]);
  });
});

describe('when the conversation is rated', () => {
  it('takes and clears an override of the overall result', () => {
    given(...rated)
      .when(override(null, 3))
      .then([overridden(null, 3)]);
    expect(live([...rated, overridden(null, 3)]).overallOverride).toMatchObject({ rating: 3 });
    given(...rated, overridden(null, 3))
      .when(clear(null))
      .then([{ type: 'RatingOverrideCleared', data: { answerMessageId: null, teacherId: 'u-1', clearedAt: NOW } }]);
  });
  it('refuses an overall override before the overall rating', () => {
    given(...answeredOnce)
      .when(override(null, 3))
      .thenRefuses('NotRated');
  });
});

describe('flags', () => {
  it('flags an answer once, and unflags it', () => {
    const flagged: InstanceEvent = {
      type: 'AnswerFlagged',
      data: { answerMessageId: 'a1', teacherId: 'u-1', flaggedAt: NOW },
    };
    given(...answeredOnce)
      .when(flag('a1'))
      .then([flagged]);
    given(...answeredOnce, flagged)
      .when(flag('a1'))
      .then([]);
    expect(live([...answeredOnce, flagged]).flags.a1).toEqual({ teacherId: 'u-1', flaggedAt: NOW });
    given(...answeredOnce, flagged)
      .when({ type: 'UnflagAnswer', data: { now: NOW, by: owner, answerMessageId: 'a1' } })
      .then([{ type: 'AnswerUnflagged', data: { answerMessageId: 'a1', teacherId: 'u-1', unflaggedAt: NOW } }]);
    const unflagged: InstanceEvent = {
      type: 'AnswerUnflagged',
      data: { answerMessageId: 'a1', teacherId: 'u-1', unflaggedAt: NOW },
    };
    expect(live([...answeredOnce, flagged, unflagged]).flags).toEqual({});
  });
  it("refuses to flag an AI message, and another teacher's flag", () => {
    given(...answeredOnce)
      .when(flag('ai-2'))
      .thenRefuses('NotAnAnswer');
    given(...answeredOnce)
      .when(flag('a1', colleague))
      .thenRefuses('NotReviewer');
  });
});

describe('when deleted', () => {
  const deleted: InstanceEvent = { type: 'InstanceDeleted', data: { teacherId: 'u-1', deletedAt: NOW } };
  it('is deleted by its teacher, dropping the AI work it awaited', () => {
    given(...answeredOnce)
      .when({ type: 'DeleteInstance', data: { now: NOW, by: owner } })
      .then([deleted]);
    const state = live([...answeredOnce, deleted]);
    expect(state.deletedAt).toBe(NOW);
    expect(state.pending).toEqual([]);
  });
  it('refuses every command after, and finds late AI results stale', () => {
    given(...answeredOnce, deleted)
      .when({ type: 'DeleteInstance', data: { now: NOW, by: owner } })
      .thenRefuses('InstanceNotFound');
    given(...answeredOnce, deleted)
      .when({ type: 'CancelInstance', data: { now: NOW, reason: 'x' } })
      .thenRefuses('InstanceNotFound');
    given(...answeredOnce, deleted)
      .when({
        type: 'RecordAiReply',
        data: { now: NOW, cause: 4, messageId: 'ai-4', content: 'x', followUp: false, usage: USAGE, model: 't' },
      })
      .thenRefuses('StaleAiResult');
  });
});

describe("a student's thumbs", () => {
  it('records a change, ignores a repeat, and takes it back with null', () => {
    const up: InstanceEvent = {
      type: 'StudentFeedbackRecorded',
      data: { messageId: 'ai-2', feedback: 'up', recordedAt: NOW },
    };
    given(...answeredOnce, up)
      .when({ type: 'RecordStudentFeedback', data: { now: NOW, messageId: 'ai-2', feedback: 'up' } })
      .then([]);
    const back: InstanceEvent = {
      type: 'StudentFeedbackRecorded',
      data: { messageId: 'ai-2', feedback: null, recordedAt: NOW },
    };
    expect(
      decide(
        { type: 'RecordStudentFeedback', data: { now: NOW, messageId: 'ai-2', feedback: null } },
        live([...answeredOnce, up]),
      ),
    ).toEqual([back]);
    expect(live([...answeredOnce, up, back]).studentFeedback).toEqual({});
  });
});
