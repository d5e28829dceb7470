import type { Reviewer } from '@checkin/domain';
import { type InstanceAccessRow, InstanceReadModel } from '@checkin/engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Standing, mayReadOrganizationReport, reviewerOf } from '../access/policy.js';
import { forbidden, notFound } from '../common/api-error.js';
import { type SessionRow, SessionsService } from '../sessions/sessions.service.js';
import { type TemplateRow, TemplatesService } from '../templates/templates.service.js';

/**
 * Who may see and review students' work: the teacher who owns the template, and an admin of that teacher's
 * organisation. Anyone else is answered as if it did not exist (404), as for templates and sessions.
 */
@Injectable()
export class ReportAccess {
  constructor(
    private readonly db: DataSource,
    private readonly templates: TemplatesService,
    private readonly sessions: SessionsService,
    private readonly instances: InstanceReadModel,
  ) {}

  /** The owner's id, with the facts decide() checks; null when the user may not review the owner's work. */
  async reviewer(userId: string, ownerId: string): Promise<Reviewer | null> {
    const [me, owner] = await Promise.all([this.standing(userId), this.standing(ownerId)]);
    return reviewerOf(userId, ownerId, { me, owner });
  }

  /** The owner needs no look-up: only another user's standing decides. */
  async mayReview(userId: string, ownerId: string): Promise<boolean> {
    return userId === ownerId || (await this.reviewer(userId, ownerId)) !== null;
  }

  async template(userId: string, templateId: string): Promise<TemplateRow> {
    const template = await this.templates.find(templateId);
    if (!template || !(await this.mayReview(userId, template.owner_id))) throw notFound('This check-in');
    return template;
  }

  async session(userId: string, sessionId: string): Promise<SessionRow> {
    const session = await this.sessions.find(sessionId);
    if (!session || !(await this.mayReview(userId, session.owner_id))) throw notFound('This session');
    return session;
  }

  async instance(userId: string, instanceId: string): Promise<{ row: InstanceAccessRow; reviewer: Reviewer }> {
    const row = await this.instances.access(instanceId);
    const reviewer = row && (await this.reviewer(userId, row.owner_id));
    if (!row || !reviewer) throw notFound('This check-in');
    return { row, reviewer };
  }

  /** Whose templates an overall report covers: the caller's, or (an admin's) every member's of their organisation. */
  async owners(userId: string, scope: 'mine' | 'organization'): Promise<string[]> {
    if (scope === 'mine') return [userId];
    const me = await this.standing(userId);
    if (!me || !mayReadOrganizationReport(me)) throw forbidden("Only an organisation's admin can see its report.");
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM users WHERE organization_id = $1`, [
      me.organizationId,
    ]);
    return rows.map((r) => r.id);
  }

  private async standing(userId: string): Promise<Standing | null> {
    const rows: Standing[] = await this.db.query(
      `SELECT role, organization_id AS "organizationId" FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
