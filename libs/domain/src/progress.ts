import { raisedConcern } from './safety.js';
import type { SafetyConcern } from './safety-concern.js';
import type { ChatMessage, InstanceStatus, LiveInstanceState } from './state.js';
import { MAX_FOLLOW_UPS_PER_QUESTION } from './settings.js';

/**
 * Where the conversation stands, as the examiner needs it to write the next message. `safetyConcern`: the answer
 * just given raised one, so the next words are supportive and the examiner moves on rather than follow up.
 */
export type NextTurnPlan =
  | { kind: 'first-question'; questionIndex: 0 }
  | {
      kind: 'after-answer';
      answerMessageId: string;
      answeredIndex: number;
      mayFollowUp: boolean;
      nextIndex: number;
      nextIsClosing: boolean;
      safetyConcern: SafetyConcern | null;
    };

export function lastMessage(state: LiveInstanceState): ChatMessage | undefined {
  return state.messages[state.messages.length - 1];
}

/**
 * The question the examiner is still on while the check-in runs, or null once it is over: its answers are not final,
 * since a follow-up may come, so their student does not read their ratings or the example answer yet (an answer
 * written beside the example shows the page, not the student).
 */
export function questionUnderWay(
  status: InstanceStatus,
  messages: ReadonlyArray<Pick<ChatMessage, 'role' | 'questionIndex'>>,
): number | null {
  return status === 'Started' ? lastAsked(messages) : null;
}

/** The question the student is answering now: the one the last AI message asked. */
export function currentQuestionIndex(state: LiveInstanceState): number {
  return lastAsked(state.messages) ?? 0;
}

/** The question the last AI message asked, or null before the first. */
function lastAsked(messages: ReadonlyArray<Pick<ChatMessage, 'role' | 'questionIndex'>>): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role === 'assistant') return messages[i]!.questionIndex;
  }
  return null;
}

/** Whether the examiner may still follow up on the question: it asked fewer follow-ups in `messages` than allowed. */
export function followUpLeft(messages: readonly ChatMessage[], questionIndex: number): boolean {
  const asked = messages.filter((m) => m.role === 'assistant' && m.followUp && m.questionIndex === questionIndex);
  return asked.length < MAX_FOLLOW_UPS_PER_QUESTION;
}

export function nextTurnPlan(state: LiveInstanceState): NextTurnPlan {
  const answers = state.messages.filter((m) => m.role === 'user');
  const answer = answers[answers.length - 1];
  if (!answer || !state.messages.some((m) => m.role === 'assistant'))
    return { kind: 'first-question', questionIndex: 0 };
  const answeredIndex = currentQuestionIndex(state);
  const nextIndex = answeredIndex + 1;
  return withSafetyConcern(
    {
      kind: 'after-answer',
      answerMessageId: answer.messageId,
      answeredIndex,
      mayFollowUp: followUpLeft(state.messages, answeredIndex),
      nextIndex,
      nextIsClosing: nextIndex >= state.settings.numberOfQuestions,
      safetyConcern: null,
    },
    raisedConcern(state, answer.messageId),
  );
}

/** The plan once the answer it follows is known to raise a concern (the first one found is kept). */
export function withSafetyConcern(plan: NextTurnPlan, concern: SafetyConcern | null): NextTurnPlan {
  if (plan.kind === 'first-question' || !concern || plan.safetyConcern) return plan;
  return { ...plan, safetyConcern: concern, mayFollowUp: false };
}
