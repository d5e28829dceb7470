import type { ChatMessage, LiveInstanceState } from './state.js';
import { MAX_FOLLOW_UPS_PER_QUESTION } from './settings.js';

/** Where the conversation stands, as the examiner needs it to write the next message. */
export type NextTurnPlan =
  | { kind: 'first-question'; questionIndex: 0 }
  | { kind: 'after-answer'; answeredIndex: number; mayFollowUp: boolean; nextIndex: number; nextIsClosing: boolean };

export function lastMessage(state: LiveInstanceState): ChatMessage | undefined {
  return state.messages[state.messages.length - 1];
}

/** The question the student is answering now: the one the last AI message asked. */
export function currentQuestionIndex(state: LiveInstanceState): number {
  const asked = state.messages.filter((m) => m.role === 'assistant');
  return asked[asked.length - 1]?.questionIndex ?? 0;
}

export function followUpsAsked(state: LiveInstanceState, questionIndex: number): number {
  return state.messages.filter((m) => m.role === 'assistant' && m.followUp && m.questionIndex === questionIndex).length;
}

export function nextTurnPlan(state: LiveInstanceState): NextTurnPlan {
  if (!state.messages.some((m) => m.role === 'assistant')) return { kind: 'first-question', questionIndex: 0 };
  const answeredIndex = currentQuestionIndex(state);
  const nextIndex = answeredIndex + 1;
  return {
    kind: 'after-answer',
    answeredIndex,
    mayFollowUp: followUpsAsked(state, answeredIndex) < MAX_FOLLOW_UPS_PER_QUESTION,
    nextIndex,
    nextIsClosing: nextIndex >= state.settings.numberOfQuestions,
  };
}
