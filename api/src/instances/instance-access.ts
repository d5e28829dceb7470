import type { Actor } from '@checkin/contracts';
import { forbidden, notFound } from '../common/api-error.js';

type Owned = { ownerId: string; sessionId: string | null; studentId: string | null };

/** Who may act on an instance: its own student (same session, same student token), or its owner. */
export function mayAccessInstance(actor: Actor, instance: Owned): boolean {
  if (actor.kind === 'user') return instance.ownerId === actor.userId;
  return instance.sessionId === actor.sessionId && instance.studentId === actor.studentId;
}

/**
 * A student with another session's or student's token is told so (403); another teacher is answered as if the
 * instance did not exist (404), as for their templates and sessions.
 */
export function assertMayAccess(actor: Actor, instance: Owned): void {
  if (mayAccessInstance(actor, instance)) return;
  if (actor.kind === 'user') throw notFound('This check-in');
  throw forbidden('This check-in belongs to another session or student.');
}

export function actorLabel(actor: Actor): string {
  return actor.kind === 'student' ? `student:${actor.studentId}` : `user:${actor.userId}`;
}
