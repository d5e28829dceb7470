import {
  type ClientEvent,
  STUDENT_HEAD_MADE_FIELDS,
  STUDENT_HEAD_CHANGING_FIELDS,
  type StudentFeedbackLog,
  type StudentHeadChange,
  type StudentInstanceView,
  type StudentMessageLog,
  applyStudentChange,
} from '@checkin/contracts';
import {
  type InstanceEvent,
  type InstanceState,
  type LiveInstanceState,
  SAFETY_CATEGORIES,
  fold,
} from '@checkin/domain';
import { NOW, USAGE, answered, created, rated, replied, started } from '@checkin/domain/testing';
import { describe, expect, it } from 'vitest';
import { documentChange, toInstanceDocument } from './instance-document.js';
import {
  type ShowFlags,
  studentClientEvent,
  studentInstanceChange,
  studentInstanceView,
  studentStateView,
} from './student-view.js';

const SHOW_ALL: ShowFlags = {
  showSingleQuestionRating: true,
  showOverallRating: true,
  showExampleAnswer: true,
  showOverallFeedback: true,
};

const KEY = { modelAnswer: 'The sun heats water.', keyPoints: ['heat'], misconceptions: ['the moon'] };

const answerRated: InstanceEvent = {
  type: 'AnswerRated',
  data: {
    cause: 4,
    answerMessageId: 'a1',
    rating: 2,
    explanation: 'Partly',
    example: 'The sun heats water.',
    answerKey: KEY,
    keyPoints: [{ point: 'heat', verdict: 'missing' }],
    usage: USAGE,
    model: 'm',
    ratedAt: NOW,
  },
};

const conversationRated: InstanceEvent = {
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
};

const overridden: InstanceEvent = {
  type: 'RatingOverridden',
  data: { answerMessageId: 'a1', rating: 4, note: 'Talk to me', teacherId: 'u-1', overriddenAt: NOW },
};

/** An instance of `numberOfQuestions` made with a template's show flags. */
function createdShowing(flags: ShowFlags, numberOfQuestions: number): InstanceEvent {
  const first = created(numberOfQuestions);
  return { ...first, data: { ...first.data, settings: { ...first.data.settings, ...flags } } };
}

/** A rated check-in the teacher then reviewed, taken with a template's show flags. */
function reviewed(flags: ShowFlags): InstanceEvent[] {
  return [
    createdShowing(flags, 1),
    started(),
    replied(2, 0),
    answered('a1', 0, 'Evaporation'),
    replied(4, 1, { shouldEnd: true }),
    answerRated,
    { type: 'ConversationCompleted', data: { completedAt: NOW } },
    conversationRated,
    overridden,
    {
      type: 'RatingOverridden',
      data: { answerMessageId: null, rating: 3, note: 'Overall', teacherId: 'u-1', overriddenAt: NOW },
    },
    { type: 'AnswerFlagged', data: { answerMessageId: 'a1', teacherId: 'u-1', flaggedAt: NOW } },
  ];
}

const viewOf = (events: InstanceEvent[]) => studentInstanceView(toInstanceDocument(fold(events) as LiveInstanceState));
const answerOf = (events: InstanceEvent[]) =>
  viewOf(events).messageLogs.find((l): l is StudentMessageLog => l.role === 'user')!;
const feedbackOf = (events: InstanceEvent[]) =>
  viewOf(events).messageLogs.find((l): l is StudentFeedbackLog => l.role === 'feedback');

describe("the student's view of a reviewed instance", () => {
  it("holds nothing of the teacher's review, the answer key, the prompts or the token counts", () => {
    const view = viewOf(reviewed(SHOW_ALL));
    for (const field of ['owner_id', 'token_usage', 'question_prompt_id', 'rating_prompt_id', 'overallReview']) {
      expect(view).not.toHaveProperty(field);
    }
    const answer = answerOf(reviewed(SHOW_ALL));
    for (const field of ['ratingOverride', 'effectiveRating', 'flagged', 'answerKey', 'keyPoints']) {
      expect(answer).not.toHaveProperty(field);
    }
    expect(JSON.stringify(view)).not.toMatch(/Talk to me|u-1|the moon/);
  });

  it("shows the AI's rating of each answer, and the example, when the template shows them", () => {
    expect(answerOf(reviewed(SHOW_ALL))).toMatchObject({
      rating: 2,
      ratingLabel: 'Developing',
      explanation: 'Partly',
      example: 'The sun heats water.',
    });
  });

  it('hides the rating of each answer when the template does not show single ratings', () => {
    expect(answerOf(reviewed({ ...SHOW_ALL, showSingleQuestionRating: false }))).toMatchObject({
      rating: null,
      ratingLabel: null,
      explanation: null,
      ratingScale: null,
      example: 'The sun heats water.',
    });
    expect(answerOf(reviewed({ ...SHOW_ALL, showExampleAnswer: false }))).toMatchObject({ rating: 2, example: null });
  });

  it('shows of the overall result only what the template shows', () => {
    expect(viewOf(reviewed(SHOW_ALL)).overall).toEqual({
      rating: 2,
      ratingLabel: 'Developing',
      explanation: 'Some',
      feedback: 'Feedback: more',
    });
    const feedbackOnly = reviewed({ ...SHOW_ALL, showOverallRating: false });
    expect(viewOf(feedbackOnly).overall).toEqual({
      rating: null,
      ratingLabel: null,
      explanation: null,
      feedback: 'Feedback: more',
    });
    expect(feedbackOf(feedbackOnly)).toMatchObject({ content: 'Feedback: more', rating: null, explanation: null });
    const ratingOnly = reviewed({ ...SHOW_ALL, showOverallFeedback: false });
    expect(viewOf(ratingOnly).overall).toMatchObject({ rating: 2, feedback: null });
    expect(feedbackOf(ratingOnly)).toBeUndefined();
    expect(viewOf(reviewed({ ...SHOW_ALL, showOverallRating: false, showOverallFeedback: false })).overall).toBeNull();
  });

  it('names failed AI work by its kind only', () => {
    const failed: InstanceEvent = {
      type: 'AiRequestFailed',
      data: { request: { kind: 'next-response', cause: 2 }, error: 'upstream 500 at 10.0.0.7', failedAt: NOW },
    };
    expect(viewOf([created(1), started(), failed]).ai).toEqual({
      pending: [],
      failed: [{ kind: 'next-response' }],
    });
  });
});

/** A check-in of two questions, every rating shown, whose first answer gets a follow-up. */
function followedUp(): InstanceEvent[] {
  return [
    createdShowing(SHOW_ALL, 2),
    started(),
    replied(2, 0),
    answered('a1', 0, "I don't know"),
    replied(4, 0, { followUp: true }),
    rated(4, 'a1'),
    answered('a2', 0, 'Evaporation'),
    replied(7, 1),
    rated(7, 'a2'),
    answered('a3', 1, 'Clouds'),
    replied(10, 2, { shouldEnd: true }),
    rated(10, 'a3'),
    { type: 'ConversationCompleted', data: { completedAt: NOW } },
  ];
}
const ratingFields = (view: StudentInstanceView, messageId: string) => {
  const log = view.messageLogs.find((l): l is StudentMessageLog => l.role === 'user' && l.messageId === messageId)!;
  return { rating: log.rating, explanation: log.explanation, example: log.example };
};
const NOTHING = { rating: null, explanation: null, example: null };

describe("the student's view of a question under way", () => {
  const events = followedUp();
  const after = (count: number) => viewOf(events.slice(0, count));

  it('shows no rating or example answer of its answers until the examiner moves past it', () => {
    // the follow-up asked, the first answer rated: the student is to answer again, not to copy the example
    expect(ratingFields(after(6), 'a1')).toEqual(NOTHING);
    expect(ratingFields(after(7), 'a1')).toEqual(NOTHING);
    // question 2 asked: both answers to question 1 are final
    const rated1 = { rating: 2, explanation: expect.any(String), example: expect.any(String) };
    expect(ratingFields(after(8), 'a1')).toEqual(rated1);
    expect(ratingFields(after(9), 'a2')).toEqual(rated1);
    // the check-in over, every answer's rating is shown
    expect(ratingFields(after(13), 'a3')).toEqual(rated1);
  });

  it('is kept in step by the changes, the answers a question leaves behind sent when it is left', () => {
    let state: InstanceState = fold([]);
    let view: StudentInstanceView | null = null;
    events.forEach((event, i) => {
      const before = state;
      state = fold([event], state);
      const change = studentInstanceChange(documentChange(before, state as LiveInstanceState));
      view = i === 0 ? viewOf(events.slice(0, 1)) : applyStudentChange(view!, change);
      expect(view, event.type).toEqual(viewOf(events.slice(0, i + 1)));
    });
  });

  it('replays its ratings to a student as the document stands', () => {
    const event = {
      position: '6',
      instanceId: 'i-1',
      sessionId: 's-1',
      templateId: 't-1',
      version: 6,
      type: 'AnswerRated',
      data: rated(4, 'a1').data,
      recordedAt: NOW,
    } as ClientEvent;
    const docAfter = (count: number) => toInstanceDocument(fold(events.slice(0, count)) as LiveInstanceState);
    expect(studentClientEvent(event, docAfter(7))?.data).toMatchObject(NOTHING);
    expect(studentClientEvent(event, docAfter(8))?.data).toMatchObject({
      rating: 2,
      example: rated(4, 'a1').data.example,
    });
  });
});

describe("the student's live events", () => {
  const asClient = (event: InstanceEvent): ClientEvent => ({
    position: '9',
    instanceId: 'i-1',
    sessionId: 's-1',
    templateId: 't-1',
    version: 9,
    type: event.type,
    data: event.data,
    recordedAt: NOW,
  });
  const forStudent = (event: InstanceEvent, flags: ShowFlags = SHOW_ALL) =>
    studentClientEvent(asClient(event), toInstanceDocument(fold(reviewed(flags)) as LiveInstanceState));

  it("leave out the teacher's review altogether", () => {
    const review: InstanceEvent[] = [
      overridden,
      { type: 'RatingOverrideCleared', data: { answerMessageId: 'a1', teacherId: 'u-1', clearedAt: NOW } },
      { type: 'AnswerFlagged', data: { answerMessageId: 'a1', teacherId: 'u-1', flaggedAt: NOW } },
      { type: 'AnswerUnflagged', data: { answerMessageId: 'a1', teacherId: 'u-1', unflaggedAt: NOW } },
    ];
    for (const event of review) expect(forStudent(event), event.type).toBeNull();
  });

  it('carry a rating only as the template shows it, and never the key or the token counts', () => {
    expect(forStudent(answerRated)?.data).toEqual({
      cause: 4,
      answerMessageId: 'a1',
      rating: 2,
      explanation: 'Partly',
      example: 'The sun heats water.',
      ratedAt: NOW,
    });
    const hidden = { ...SHOW_ALL, showSingleQuestionRating: false, showExampleAnswer: false };
    expect(forStudent(answerRated, hidden)?.data).toMatchObject({ rating: null, explanation: null, example: null });
    expect(forStudent(conversationRated, { ...SHOW_ALL, showOverallRating: false })?.data).toEqual({
      cause: 7,
      rating: null,
      explanation: null,
      feedback: 'Feedback: more',
      ratedAt: NOW,
    });
  });

  it("carry neither the template's questions and prompts nor the AI's usage and errors", () => {
    expect(forStudent(created(1))?.data).toEqual({
      instanceId: 'i-1',
      templateId: 't-1',
      sessionId: 's-1',
      createdAt: NOW,
    });
    expect(forStudent(replied(2, 0))?.data).not.toHaveProperty('usage');
    const failed: InstanceEvent = {
      type: 'AiRequestFailed',
      data: { request: { kind: 'next-response', cause: 2 }, error: 'upstream 500', failedAt: NOW },
    };
    expect(forStudent(failed)?.data).toEqual({ request: { kind: 'next-response', cause: 2 }, failedAt: NOW });
    expect(forStudent(answered('a1', 0, 'Evaporation'))).toEqual(asClient(answered('a1', 0, 'Evaporation')));
  });
});

describe("the changes of the student's view, one per append", () => {
  /** Every event of a check-in appended on its own, and each append's change. */
  function changesOf(events: InstanceEvent[]) {
    let state: InstanceState | undefined;
    return events.map((event) => {
      const before = state ?? fold([]);
      state = fold([event], state);
      return studentInstanceChange(documentChange(before, state as LiveInstanceState));
    });
  }

  it.each([SHOW_ALL, { ...SHOW_ALL, showSingleQuestionRating: false, showOverallFeedback: false }])(
    'make, applied in order from the view after the first, the view of the whole instance (%o)',
    (flags) => {
      const events = reviewed(flags);
      const [first, ...rest] = changesOf(events);
      const initial = viewOf(events.slice(0, 1));
      // The head's changing fields as they stand; those the instance was made with come from the view.
      expect(first!.head).toEqual(
        Object.fromEntries(
          [...STUDENT_HEAD_CHANGING_FIELDS, 'overall', 'ai'].map((f) => [f, initial[f as keyof StudentHeadChange]]),
        ),
      );
      const applied = rest.reduce<StudentInstanceView | null>(
        (view, c) => view && applyStudentChange(view, c),
        initial,
      );
      expect(applied).toEqual(viewOf(events));
    },
  );

  it('leave out only fields no kind of event changes after the instance is made', () => {
    const failed = { kind: 'next-response' as const, cause: 2 };
    // One event of each kind that may follow a check-in's creation: the type names every kind, so a new one is missing
    // here until it is given one.
    const later: {
      [Type in Exclude<InstanceEvent['type'], 'InstanceCreated'>]: Extract<InstanceEvent, { type: Type }>;
    } = {
      InstanceStarted: { type: 'InstanceStarted', data: { startedAt: NOW } },
      AiReplied: replied(2, 0) as Extract<InstanceEvent, { type: 'AiReplied' }>,
      AnswerSubmitted: answered('a1', 0) as Extract<InstanceEvent, { type: 'AnswerSubmitted' }>,
      AnswerRated: answerRated as Extract<InstanceEvent, { type: 'AnswerRated' }>,
      ConversationCompleted: { type: 'ConversationCompleted', data: { completedAt: NOW } },
      ConversationRated: conversationRated as Extract<InstanceEvent, { type: 'ConversationRated' }>,
      AiRequestFailed: { type: 'AiRequestFailed', data: { request: failed, error: 'timeout', failedAt: NOW } },
      AiRequestRetried: {
        type: 'AiRequestRetried',
        data: { failed, request: { ...failed, cause: 3 }, retriedAt: NOW },
      },
      InstanceCanceled: { type: 'InstanceCanceled', data: { reason: 'left', canceledAt: NOW } },
      InstanceAbandoned: { type: 'InstanceAbandoned', data: { idleSince: NOW, abandonedAt: NOW } },
      RatingOverridden: overridden as Extract<InstanceEvent, { type: 'RatingOverridden' }>,
      RatingOverrideCleared: {
        type: 'RatingOverrideCleared',
        data: { answerMessageId: 'a1', teacherId: 'u-1', clearedAt: NOW },
      },
      AnswerFlagged: { type: 'AnswerFlagged', data: { answerMessageId: 'a1', teacherId: 'u-1', flaggedAt: NOW } },
      SafetyConcernRaised: {
        type: 'SafetyConcernRaised',
        data: { category: SAFETY_CATEGORIES[0], reason: 'sad', answerMessageId: 'a1', raisedAt: NOW },
      },
      AnswerUnflagged: { type: 'AnswerUnflagged', data: { answerMessageId: 'a1', teacherId: 'u-1', unflaggedAt: NOW } },
      InstanceDeleted: { type: 'InstanceDeleted', data: { teacherId: 'u-1', deletedAt: NOW } },
      StudentFeedbackRecorded: {
        type: 'StudentFeedbackRecorded',
        data: { messageId: 'ai-2', feedback: 'up', recordedAt: NOW },
      },
      // The student made with a name (Ada) takes it back.
      InstanceDetailsUpdated: { type: 'InstanceDetailsUpdated', data: { studentName: null, updatedAt: NOW } },
    };
    const made = (events: InstanceEvent[]) => {
      const view = viewOf(events);
      return Object.fromEntries(STUDENT_HEAD_MADE_FIELDS.map((field) => [field, view[field]]));
    };
    const first = [created(1)];
    for (const event of Object.values(later)) expect(made([...first, event])).toEqual(made(first));
    // Folded one after the other, as a check-in meets them.
    expect(made([...first, ...Object.values(later)])).toEqual(made(first));
  });

  it('end where the view made straight from the state the last append left is', () => {
    for (const flags of [SHOW_ALL, { ...SHOW_ALL, showSingleQuestionRating: false, showOverallFeedback: false }]) {
      const events = reviewed(flags);
      expect(studentStateView(fold(events) as LiveInstanceState)).toEqual(viewOf(events));
    }
  });

  it('carry only the logs an append changed, as the student sees them', () => {
    const changes = changesOf(reviewed(SHOW_ALL));
    const rating = changes[5]!;
    expect(rating.from).toBe(5);
    expect(rating.head.version).toBe(6);
    expect(rating.logs).toEqual([{ index: 1, log: expect.objectContaining({ messageId: 'a1', rating: 2 }) }]);
    const override = changes[8]!;
    expect(override.logs).toEqual([{ index: 1, log: rating.logs[0]!.log }]);
    expect(JSON.stringify(changes)).not.toContain('Talk to me');
    expect(JSON.stringify(changes)).not.toContain(KEY.misconceptions[0]);
  });
});
