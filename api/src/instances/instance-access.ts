import type { Actor } from '@checkin/contracts';
import { type InstanceAccessRow, InstanceReadModel } from '@checkin/engine';
import { Injectable } from '@nestjs/common';
import { forbidden, notFound } from '../common/api-error.js';
import { isUuid } from '../templates/templates.service.js';

/** Who may act on an instance: its own student (same session, same student token), or its owner. */
export function mayAccessInstance(actor: Actor, row: InstanceAccessRow): boolean {
  if (actor.kind === 'user') return row.owner_id === actor.userId;
  return row.session_id === actor.sessionId && row.student_id === actor.studentId;
}

@Injectable()
export class InstanceAccess {
  constructor(private readonly instances: InstanceReadModel) {}

  async authorize(actor: Actor, instanceId: string): Promise<InstanceAccessRow> {
    const row = isUuid(instanceId) ? await this.instances.access(instanceId) : null;
    if (!row) throw notFound('This check-in');
    if (!mayAccessInstance(actor, row)) {
      throw forbidden(
        actor.kind === 'student' ? 'This check-in belongs to another session or student.' : 'This check-in is not yours.',
      );
    }
    return row;
  }
}

export function actorLabel(actor: Actor): string {
  return actor.kind === 'student' ? `student:${actor.studentId}` : `user:${actor.userId}`;
}
