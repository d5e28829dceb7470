import type { InstanceDocument } from '@checkin/contracts';
import type { ReviewCommand } from '@checkin/domain';
import { InstanceEngine, toInstanceDocument } from '@checkin/engine';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { UserActor } from '../../auth/guards.js';
import { fromDomainError, notFound } from '../../common/api-error.js';
import { Clock } from '../../core/clock.js';
import { ReportAccess } from '../../reports/report-access.js';
import { isUuid } from '../../common/sql.js';
import { actorLabel } from '../instance-access.js';

type ReviewType = ReviewCommand['type'];
type ReviewData<T extends ReviewType> = Omit<Extract<ReviewCommand, { type: T }>['data'], 'now' | 'by'>;

export type ReviewReply = { success: true; data: InstanceDocument };

/**
 * A teacher's review of a student's instance: their ratings over the AI's, flags, deletion. The template's owner
 * and an admin of the owner's organisation may review; anyone else gets 404. The events reach the session's and
 * template's rooms as every other event does.
 */
@Injectable()
export class InstanceReviews {
  constructor(
    private readonly engine: InstanceEngine,
    private readonly access: ReportAccess,
    private readonly clock: Clock,
  ) {}

  async review<T extends ReviewType>(actor: UserActor, instanceId: string, type: T, data: ReviewData<T>) {
    if (!isUuid(instanceId)) throw notFound('This check-in');
    const { reviewer } = await this.access.instance(actor.userId, instanceId);
    const command = { type, data: { ...data, by: reviewer, now: this.clock.now() } } as Extract<
      ReviewCommand,
      { type: T }
    >;
    const meta = { correlationId: randomUUID(), causationId: null, actor: actorLabel(actor) };
    const result = await this.engine.execute(instanceId, command, meta);
    if (!result.ok) throw fromDomainError(result.error);
    return result.state;
  }

  async reviewAndRead<T extends ReviewType>(
    actor: UserActor,
    instanceId: string,
    type: T,
    data: ReviewData<T>,
  ): Promise<ReviewReply> {
    // The state the review left is the document: no second read.
    return { success: true, data: toInstanceDocument(await this.review(actor, instanceId, type, data)) };
  }
}
