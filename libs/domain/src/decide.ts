import type { InstanceCommand } from './commands.js';
import type { AiRequest, InstanceEvent } from './events.js';
import { type DomainError, domainError } from './errors.js';
import { abandoned, decideAbandon } from './idle.js';
import { currentQuestionIndex, lastMessage, nextTurnPlan, withSafetyConcern } from './progress.js';
import { decideReview } from './review.js';
import { raiseConcern, ratedAnswer } from './safety.js';
import { isRatingOnScale } from './settings.js';
import { type InstanceState, type LiveInstanceState, sameRequest } from './state.js';

export type Decision = InstanceEvent[] | DomainError;

const AI_RESULTS = new Set<InstanceCommand['type']>([
  'RecordAiReply',
  'RecordAnswerRating',
  'RecordConversationRating',
  'FailAiRequest',
]);

export function decide(command: InstanceCommand, state: InstanceState): Decision {
  if (command.type === 'CreateInstance') {
    if (state.status !== 'Empty') return domainError('InstanceAlreadyExists', 'This check-in already exists.');
    return [{ type: 'InstanceCreated', data: command.data }];
  }
  if (state.status === 'Empty') return domainError('InstanceNotFound', 'This check-in does not exist.');
  // A deleted instance awaits no AI work, so late AI results are refused below as stale, like any duplicate.
  if (state.deletedAt && !AI_RESULTS.has(command.type)) {
    return domainError('InstanceNotFound', 'This check-in does not exist.');
  }
  switch (command.type) {
    case 'StartInstance':
      return start(state, command.data.now);
    case 'SubmitAnswer':
      return submitAnswer(state, command.data);
    case 'RecordAiReply':
      return recordAiReply(state, command.data);
    case 'RecordAnswerRating': {
      const d = command.data;
      const request: AiRequest = { kind: 'rate-answer', cause: d.cause, answerMessageId: d.answerMessageId };
      if (!isPending(state, request)) return stale();
      if (d.rating !== null && !isRatingOnScale(state.settings.ratingScale, d.rating))
        return ratingNotOnScale(d.rating);
      return ratedAnswer(state, d);
    }
    case 'RecordConversationRating': {
      const d = command.data;
      if (!isPending(state, { kind: 'rate-conversation', cause: d.cause })) return stale();
      if (d.rating !== null && !isRatingOnScale(state.settings.ratingScale, d.rating))
        return ratingNotOnScale(d.rating);
      const { now, ...data } = d;
      return [{ type: 'ConversationRated', data: { ...data, ratedAt: now } }];
    }
    case 'FailAiRequest':
      if (!isPending(state, command.data.request)) return stale();
      return [
        {
          type: 'AiRequestFailed',
          data: { request: command.data.request, error: command.data.error, failedAt: command.data.now },
        },
      ];
    case 'RetryAiRequests': {
      if (state.status === 'Canceled') return canceled();
      if (state.status === 'Abandoned') return abandoned();
      if (state.failed.length === 0) return domainError('NothingToRetry', 'There is nothing to retry.');
      return state.failed.map((f, i) => ({
        type: 'AiRequestRetried',
        data: {
          failed: f.request,
          request: { ...f.request, cause: state.version + 1 + i },
          retriedAt: command.data.now,
        },
      }));
    }
    case 'CancelInstance':
      if (state.status === 'Canceled') return canceled();
      if (state.status === 'Abandoned') return abandoned();
      if (state.status === 'Rated') return domainError('AlreadyRated', 'A rated check-in cannot be canceled.');
      return [{ type: 'InstanceCanceled', data: { reason: command.data.reason, canceledAt: command.data.now } }];
    case 'AbandonInstance':
      return decideAbandon(state, command.data);
    case 'OverrideRating':
    case 'ClearRatingOverride':
    case 'FlagAnswer':
    case 'UnflagAnswer':
    case 'DeleteInstance':
      return decideReview(command, state);
    case 'RecordStudentFeedback': {
      const d = command.data;
      const message = state.messages.find((m) => m.messageId === d.messageId);
      if (!message || message.role !== 'assistant') {
        return domainError('UnknownMessage', 'Feedback can only be given on a message from the AI.');
      }
      if ((state.studentFeedback[d.messageId] ?? null) === d.feedback) return [];
      return [
        { type: 'StudentFeedbackRecorded', data: { messageId: d.messageId, feedback: d.feedback, recordedAt: d.now } },
      ];
    }
    case 'UpdateInstanceDetails':
      return [
        {
          type: 'InstanceDetailsUpdated',
          data: { studentName: command.data.studentName, updatedAt: command.data.now },
        },
      ];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function start(state: LiveInstanceState, now: string): Decision {
  if (state.status === 'Canceled') return canceled();
  if (state.status === 'Abandoned') return abandoned();
  if (state.status !== 'Created') return domainError('AlreadyStarted', 'This check-in has already started.');
  return [{ type: 'InstanceStarted', data: { startedAt: now } }];
}

function submitAnswer(
  state: LiveInstanceState,
  d: { now: string; messageId: string; content: string; aiMessagesSeen: number },
): Decision {
  const existing = state.messages.find((m) => m.messageId === d.messageId);
  if (existing) {
    if (existing.role === 'user' && existing.content === d.content.trim()) return [];
    return domainError('DuplicateMessageId', 'Another message already has this id.');
  }
  if (state.status === 'Canceled') return canceled();
  if (state.status === 'Abandoned') return abandoned();
  if (state.status === 'Created') return domainError('NotStarted', 'This check-in has not started yet.');
  if (state.status !== 'Started') return domainError('ConversationOver', 'This check-in is over: no more answers.');
  if (state.failed.some((f) => f.request.kind === 'next-response')) {
    return domainError('AiRequestFailedRetryNeeded', 'The AI could not reply. Retry before answering again.');
  }
  if (state.pending.some((r) => r.kind === 'next-response') || lastMessage(state)?.role !== 'assistant') {
    return domainError('AwaitingAiReply', 'Wait for the AI to finish its reply before answering.');
  }
  if (d.aiMessagesSeen !== state.messages.filter((m) => m.role === 'assistant').length) {
    return domainError(
      'OutOfTurn',
      'The conversation has moved on since this answer was written. Reload to see the latest question.',
    );
  }
  const content = d.content.trim();
  if (content === '') return domainError('EmptyAnswer', 'The answer is empty.');
  return [
    {
      type: 'AnswerSubmitted',
      data: { messageId: d.messageId, content, questionIndex: currentQuestionIndex(state), submittedAt: d.now },
    },
  ];
}

function recordAiReply(
  state: LiveInstanceState,
  d: Extract<InstanceCommand, { type: 'RecordAiReply' }>['data'],
): Decision {
  if (state.status !== 'Started' || !isPending(state, { kind: 'next-response', cause: d.cause })) return stale();
  const plan = withSafetyConcern(nextTurnPlan(state), d.safetyConcern);
  let questionIndex: number;
  if (plan.kind === 'first-question') {
    if (d.followUp) return domainError('FollowUpNotAllowed', 'The first question cannot be a follow-up.');
    questionIndex = 0;
  } else if (d.followUp) {
    if (!plan.mayFollowUp) return domainError('FollowUpNotAllowed', 'This question has had its follow-up already.');
    questionIndex = plan.answeredIndex;
  } else {
    questionIndex = plan.nextIndex;
  }
  const shouldEnd = questionIndex >= state.settings.numberOfQuestions;
  const alert =
    plan.kind === 'after-answer' ? raiseConcern(state, plan.answerMessageId, plan.safetyConcern, d.now) : [];
  const replied: InstanceEvent = {
    type: 'AiReplied',
    data: {
      cause: d.cause,
      messageId: d.messageId,
      content: d.content,
      questionIndex,
      followUp: d.followUp,
      ...(d.question && !d.followUp && !shouldEnd ? { question: d.question } : {}),
      shouldEnd,
      usage: d.usage,
      model: d.model,
      repliedAt: d.now,
    },
  };
  const completed: InstanceEvent[] = shouldEnd ? [{ type: 'ConversationCompleted', data: { completedAt: d.now } }] : [];
  return [...alert, replied, ...completed];
}

function isPending(state: LiveInstanceState, request: AiRequest): boolean {
  return state.pending.some((r) => sameRequest(r, request));
}

function stale(): DomainError {
  return domainError('StaleAiResult', 'No AI work of this kind is awaited: the result is a duplicate or out of date.');
}

function canceled(): DomainError {
  return domainError('InstanceCanceled', 'This check-in was canceled.');
}

function ratingNotOnScale(rating: number): DomainError {
  return domainError('RatingNotOnScale', `The rating ${rating} is not on this check-in's rating scale.`);
}
