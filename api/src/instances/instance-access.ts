import type { Actor } from '@checkin/contracts';
import { mayTakeInstance } from '../access/policy.js';
import { forbidden, notFound } from '../common/api-error.js';

/**
 * A student with another session's or student's token is told so (403); another teacher is answered as if the
 * instance did not exist (404), as for their templates and sessions.
 */
export function assertMayAccess(actor: Actor, instance: Parameters<typeof mayTakeInstance>[1]): void {
  if (mayTakeInstance(actor, instance)) return;
  if (actor.kind === 'user') throw notFound('This check-in');
  throw forbidden('This check-in belongs to another session or student.');
}

export function actorLabel(actor: Actor): string {
  return actor.kind === 'student' ? `student:${actor.studentId}` : `user:${actor.userId}`;
}
