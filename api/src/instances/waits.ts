import {
  ABANDONED_MESSAGE,
  type AnswerRating,
  type ChatMessage,
  type LiveInstanceState,
  type OverallRating,
} from '@checkin/domain';
import type { Outcome } from '@checkin/engine';

/** The instance ended before the work came: canceled, or abandoned for want of activity. */
function endedBefore(state: LiveInstanceState): { failed: string } | undefined {
  if (state.status === 'Canceled') return { failed: 'This check-in was canceled.' };
  if (state.status === 'Abandoned') return { failed: ABANDONED_MESSAGE };
  return undefined;
}

export function firstQuestion(state: LiveInstanceState): Outcome<ChatMessage> | undefined {
  const question = state.messages.find((m) => m.role === 'assistant');
  if (question) return { done: question };
  const failure = state.failed.find((f) => f.request.kind === 'next-response');
  if (failure) return { failed: failure.error };
  return endedBefore(state);
}

export function replyAfter(state: LiveInstanceState, answerMessageId: string): Outcome<ChatMessage> | undefined {
  const at = state.messages.findIndex((m) => m.messageId === answerMessageId);
  const answer = state.messages[at];
  if (!answer) return undefined;
  const reply = state.messages.slice(at + 1).find((m) => m.role === 'assistant');
  if (reply) return { done: reply };
  const failure = state.failed.find((f) => f.request.kind === 'next-response' && f.request.cause >= answer.version);
  if (failure) return { failed: failure.error };
  return endedBefore(state);
}

export function ratingOf(state: LiveInstanceState, answerMessageId: string): Outcome<AnswerRating> | undefined {
  const rating = state.ratings[answerMessageId];
  if (rating) return { done: rating };
  const failure = state.failed.find(
    (f) => f.request.kind === 'rate-answer' && f.request.answerMessageId === answerMessageId,
  );
  if (failure) return { failed: failure.error };
  return endedBefore(state);
}

export function overallRating(state: LiveInstanceState): Outcome<OverallRating> | undefined {
  if (state.overall) return { done: state.overall };
  const failure = state.failed.find((f) => f.request.kind === 'rate-conversation');
  if (failure) return { failed: failure.error };
  return endedBefore(state);
}
