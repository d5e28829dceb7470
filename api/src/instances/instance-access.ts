import type { Actor } from '@checkin/contracts';
import { forbidden } from '../common/api-error.js';

type Owned = { ownerId: string; sessionId: string | null; studentId: string | null };

/** Who may act on an instance: its own student (same session, same student token), or its owner. */
export function mayAccessInstance(actor: Actor, instance: Owned): boolean {
  if (actor.kind === 'user') return instance.ownerId === actor.userId;
  return instance.sessionId === actor.sessionId && instance.studentId === actor.studentId;
}

export function assertMayAccess(actor: Actor, instance: Owned): void {
  if (mayAccessInstance(actor, instance)) return;
  throw forbidden(
    actor.kind === 'student' ? 'This check-in belongs to another session or student.' : 'This check-in is not yours.',
  );
}

export function actorLabel(actor: Actor): string {
  return actor.kind === 'student' ? `student:${actor.studentId}` : `user:${actor.userId}`;
}
