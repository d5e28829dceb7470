import type { AbandonInstance } from './commands.js';
import type { InstanceEvent } from './events.js';
import { type DomainError, domainError } from './errors.js';
import { type LiveInstanceState, isUnderWay } from './state.js';

/**
 * Abandoned: a check-in the student left (closed the tab, say) before the end, closed once nothing happened on it
 * for the idle time. It then counts as neither in progress nor finished.
 */
export const ABANDONED_MESSAGE =
  'This check-in was closed after a long time without answers. Ask your teacher if you may start again.';

export function abandoned(): DomainError {
  return domainError('InstanceAbandoned', ABANDONED_MESSAGE);
}

/**
 * Abandons a check-in not yet over whose last activity is older than the cutoff. Activity after the cutoff (an
 * answer that came while the sweeper was on its way) keeps it open; abandoning twice changes nothing.
 */
export function decideAbandon(state: LiveInstanceState, d: AbandonInstance['data']): InstanceEvent[] | DomainError {
  if (state.status === 'Abandoned') return [];
  if (!isUnderWay(state.status)) {
    return domainError('ConversationOver', 'This check-in is over: it cannot be abandoned.');
  }
  if (Date.parse(state.lastActivityAt) >= Date.parse(d.idleCutoff)) {
    return domainError('NotIdle', `This check-in was active after ${d.idleCutoff}: it is not idle.`);
  }
  return [{ type: 'InstanceAbandoned', data: { idleSince: state.lastActivityAt, abandonedAt: d.now } }];
}
