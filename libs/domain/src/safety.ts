import type { RecordAnswerRating } from './commands.js';
import type { AnswerRated, InstanceEvent, SafetyConcernRaised } from './events.js';
import { notRatedForSafety, type SafetyConcern } from './safety-concern.js';
import type { LiveInstanceState } from './state.js';

/** The concern already raised on an answer, or null. */
export function raisedConcern(state: LiveInstanceState, answerMessageId: string): SafetyConcern | null {
  const raised = state.safetyConcerns[answerMessageId];
  return raised ? { category: raised.category, reason: raised.reason } : null;
}

/** Raises the concern on the answer, once: an answer already raised keeps its first alert. */
export function raiseConcern(
  state: LiveInstanceState,
  answerMessageId: string,
  concern: SafetyConcern | null,
  now: string,
): SafetyConcernRaised[] {
  if (!concern || state.safetyConcerns[answerMessageId]) return [];
  return [{ type: 'SafetyConcernRaised', data: { answerMessageId, ...concern, raisedAt: now } }];
}

/** An answer's rating, with its alert first when it raised a concern. */
export function ratedAnswer(state: LiveInstanceState, d: RecordAnswerRating['data']): InstanceEvent[] {
  const { now, safetyConcern, ...data } = d;
  const concern = safetyConcern ?? raisedConcern(state, d.answerMessageId);
  const rated: AnswerRated = { type: 'AnswerRated', data: { ...data, ratedAt: now } };
  if (!concern) return [rated];
  return [...raiseConcern(state, d.answerMessageId, concern, now), { ...rated, data: notRatedForSafety(rated.data) }];
}
