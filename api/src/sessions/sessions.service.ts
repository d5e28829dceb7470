import type { SessionListItem, SessionView } from '@checkin/contracts';
import { InstanceReadModel, preparedQuery } from '@checkin/engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { changedRows, isUuid } from '../common/sql.js';
import { mayManageSession } from '../access/policy.js';
import { TEMPLATE_MAKING_COLUMNS, type TemplateMakingRow } from '../templates/template-rows.js';

export type SessionRow = {
  id: string;
  template_id: string;
  template_name: string;
  owner_id: string;
  name: string;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
};

/** What a student or teacher is told when a closed session is asked for a new student. */
export const SESSION_CLOSED = 'This check-in is closed. Ask your teacher for a new link.';

export function sessionView(s: SessionRow): SessionView {
  return {
    session_id: s.id,
    id: s.id,
    assessment_template_id: s.template_id,
    owner_id: s.owner_id,
    name: s.name,
    archived: s.archived,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

/** Sessions with their CheckIn's name; those of a deleted CheckIn are gone with it. */
const SELECT_SESSIONS = `
  SELECT s.id, s.template_id, s.owner_id, s.name, s.archived, s.created_at, s.updated_at, t.name AS template_name
    FROM sessions s JOIN assessment_templates t ON t.id = s.template_id
   WHERE t.deleted_at IS NULL`;

/** Sessions: the shareable links of a CheckIn. A closed (archived) session takes no new students. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly db: DataSource,
    private readonly instances: InstanceReadModel,
  ) {}

  async create(ownerId: string, templateId: string, name: string): Promise<SessionRow> {
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO sessions (template_id, owner_id, name) VALUES ($1, $2, $3) RETURNING id`,
      [templateId, ownerId, name],
    );
    return (await this.find(rows[0]!.id))!;
  }

  async update(sessionId: string, change: { name?: string; archived?: boolean }): Promise<SessionRow> {
    await changedRows(
      this.db,
      `UPDATE sessions SET name = coalesce($2, name), archived = coalesce($3, archived), updated_at = now()
        WHERE id = $1 RETURNING id`,
      [sessionId, change.name ?? null, change.archived ?? null],
    );
    return (await this.find(sessionId))!;
  }

  /** Asked at every student's token and check-in: a prepared statement. */
  async find(id: string): Promise<SessionRow | null> {
    if (!isUuid(id)) return null;
    const rows = await preparedQuery<SessionRow>(this.db, `${SELECT_SESSIONS} AND s.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * A session, whether it is closed, and what a check-in in it is made from, in one statement: asked at every student's
   * check-in. Null for a session that is not there, or whose CheckIn was deleted.
   */
  async withTemplate(id: string): Promise<{ archived: boolean; template: TemplateMakingRow } | null> {
    if (!isUuid(id)) return null;
    const rows = await preparedQuery<TemplateMakingRow & { session_archived: boolean }>(
      this.db,
      `SELECT s.archived AS session_archived, ${TEMPLATE_MAKING_COLUMNS}
         FROM sessions s JOIN assessment_templates t ON t.id = s.template_id
        WHERE s.id = $1 AND t.deleted_at IS NULL`,
      [id],
    );
    if (!rows[0]) return null;
    const { session_archived: archived, ...template } = rows[0];
    return { archived, template };
  }

  /** The caller's own session; anyone else's is 404, as if it did not exist. */
  async owned(userId: string, id: string): Promise<SessionRow> {
    const session = await this.find(id);
    if (!session || !mayManageSession(userId, session)) throw notFound('This session');
    return session;
  }

  listForTemplate(templateId: string): Promise<SessionRow[]> {
    return this.db.query(`${SELECT_SESSIONS} AND s.template_id = $1 ORDER BY s.created_at DESC, s.id`, [templateId]);
  }

  listForUser(userId: string, archived: boolean): Promise<SessionRow[]> {
    return this.db.query(
      `${SELECT_SESSIONS} AND s.owner_id = $1 AND s.archived = $2 ORDER BY s.created_at DESC, s.id`,
      [userId, archived],
    );
  }

  /** Sessions as a teacher's lists show them: with live counts and safety alerts from the instance read model. */
  async withCounts(sessions: SessionRow[]): Promise<SessionListItem[]> {
    const ids = sessions.map((s) => s.id);
    const [counts, alerts] = await Promise.all([
      this.instances.countsBySession(ids),
      this.instances.safetyAlertsBySession(ids),
    ]);
    return sessions.map((s) => ({
      ...sessionView(s),
      template_name: s.template_name,
      counts: counts.get(s.id)!,
      safety_alerts: alerts.get(s.id)!,
    }));
  }

  async withCount(session: SessionRow): Promise<SessionListItem> {
    return (await this.withCounts([session]))[0]!;
  }
}
