import { type InstanceEvent, type LiveInstanceState, fold } from '@checkin/domain';
import { NOW, USAGE, answered, created, replied, started } from '@checkin/domain/testing';
import { describe, expect, it } from 'vitest';
import { toInstanceDocument } from './instance-document.js';

const history: InstanceEvent[] = [
  created(1),
  started(),
  replied(2, 0),
  answered('a1', 0, 'Evaporation'),
  replied(4, 1, { shouldEnd: true }),
  {
    type: 'AnswerRated',
    data: {
      cause: 4,
      answerMessageId: 'a1',
      rating: 2,
      explanation: 'Partly',
      example: 'Ex',
      usage: USAGE,
      model: 'm',
      ratedAt: NOW,
    },
  },
  { type: 'ConversationCompleted', data: { completedAt: NOW } },
  {
    type: 'ConversationRated',
    data: {
      cause: 7,
      rating: 2,
      explanation: 'Some',
      feedback: 'Feedback: more',
      usage: USAGE,
      model: 'm',
      ratedAt: NOW,
    },
  },
];

const documentOf = (events: InstanceEvent[]) => toInstanceDocument(fold(events) as LiveInstanceState);
const answerLog = (events: InstanceEvent[]) => documentOf(events).messageLogs.find((l) => l.role === 'user')!;

describe('the instance document', () => {
  it("shows the AI's ratings as the effective ones until the teacher overrides them", () => {
    expect(answerLog(history)).toMatchObject({
      rating: 2,
      ratingOverride: null,
      effectiveRating: 2,
      effectiveRatingLabel: 'Developing',
      flagged: false,
    });
    expect(documentOf(history).overall).toEqual({
      rating: 2,
      ratingLabel: 'Developing',
      explanation: 'Some',
      feedback: 'Feedback: more',
    });
    expect(documentOf(history).overallReview).toEqual({
      ratingOverride: null,
      effectiveRating: 2,
      effectiveRatingLabel: 'Developing',
    });
  });

  it("keeps the AI's rating beside the teacher's, and the teacher's counts", () => {
    const reviewed: InstanceEvent[] = [
      ...history,
      {
        type: 'RatingOverridden',
        data: { answerMessageId: 'a1', rating: 4, note: 'Fine', teacherId: 'u-1', overriddenAt: NOW },
      },
      {
        type: 'RatingOverridden',
        data: { answerMessageId: null, rating: 3, note: '', teacherId: 'u-1', overriddenAt: NOW },
      },
      { type: 'AnswerFlagged', data: { answerMessageId: 'a1', teacherId: 'u-1', flaggedAt: NOW } },
      { type: 'StudentFeedbackRecorded', data: { messageId: 'ai-2', feedback: 'down', recordedAt: NOW } },
    ];
    expect(answerLog(reviewed)).toMatchObject({
      rating: 2,
      ratingLabel: 'Developing',
      ratingOverride: { rating: 4, ratingLabel: 'Advanced', note: 'Fine', teacherId: 'u-1', overriddenAt: NOW },
      effectiveRating: 4,
      effectiveRatingLabel: 'Advanced',
      flagged: true,
    });
    const doc = documentOf(reviewed);
    expect(doc.overall).toMatchObject({ rating: 2 });
    expect(doc.overallReview).toMatchObject({
      ratingOverride: { rating: 3 },
      effectiveRating: 3,
      effectiveRatingLabel: 'Proficient',
    });
    expect(doc.messageLogs.find((l) => l.role === 'assistant')).toMatchObject({ user_feedback: 'down' });
    // The feedback entry keeps the AI's rating, as before.
    expect(doc.messageLogs.at(-1)).toMatchObject({ role: 'feedback', rating: 2 });
  });

  it("returns to the AI's rating when the override is cleared", () => {
    const cleared: InstanceEvent[] = [
      ...history,
      {
        type: 'RatingOverridden',
        data: { answerMessageId: 'a1', rating: 4, note: 'Fine', teacherId: 'u-1', overriddenAt: NOW },
      },
      { type: 'RatingOverrideCleared', data: { answerMessageId: 'a1', teacherId: 'u-1', clearedAt: NOW } },
    ];
    expect(answerLog(cleared)).toMatchObject({ rating: 2, ratingOverride: null, effectiveRating: 2 });
  });
});
