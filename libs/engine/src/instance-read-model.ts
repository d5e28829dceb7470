import type { InstanceCounts, InstanceDocument, MessageLog } from '@checkin/contracts';
import type { DataSource } from 'typeorm';
import { type InstanceHead, assembleDocument } from './instance-document.js';

export type InstanceAccessRow = {
  id: string;
  template_id: string;
  session_id: string | null;
  owner_id: string;
  student_id: string | null;
  mode: string;
  version: number;
};

/** Instances that count: in lists, counts, reports and credits. Previews and deleted instances never do. */
const COUNTED = `mode <> 'Preview' AND deleted_at IS NULL`;
/** A deleted instance is found by no query but the event feed's (so that clients learn of the deletion). */
const PRESENT = `deleted_at IS NULL`;

/** An instance row (as `i`): its head, and its messages' logs in conversation order, the document's parts. */
const DOCUMENT = `i.document AS head,
  (SELECT coalesce(json_agg(m.log ORDER BY m.seq), '[]'::json) FROM instance_messages m
    WHERE m.instance_id = i.id) AS logs`;
type DocumentRow = { head: InstanceHead; logs: MessageLog[] };
const toDocument = (row: DocumentRow): InstanceDocument => assembleDocument(row.head, row.logs);

/** Queries of the instance read model (the assessment_instances and instance_messages tables). */
export class InstanceReadModel {
  constructor(private readonly db: DataSource) {}

  async document(instanceId: string): Promise<InstanceDocument | null> {
    const rows: DocumentRow[] = await this.db.query(
      `SELECT ${DOCUMENT} FROM assessment_instances i WHERE id = $1 AND ${PRESENT}`,
      [instanceId],
    );
    return rows[0] ? toDocument(rows[0]) : null;
  }

  async access(instanceId: string): Promise<InstanceAccessRow | null> {
    const rows: InstanceAccessRow[] = await this.db.query(
      `SELECT id, template_id, session_id, owner_id, student_id, mode, version
         FROM assessment_instances WHERE id = $1 AND ${PRESENT}`,
      [instanceId],
    );
    return rows[0] ?? null;
  }

  async forSession(sessionId: string): Promise<InstanceDocument[]> {
    const rows: DocumentRow[] = await this.db.query(
      `SELECT ${DOCUMENT} FROM assessment_instances i WHERE session_id = $1 AND ${COUNTED} ORDER BY created_at`,
      [sessionId],
    );
    return rows.map(toDocument);
  }

  /** A template's instances: its students' (`preview: false`) or its teacher's previews, newest first. */
  async forTemplate(templateId: string, options: { preview: boolean }): Promise<InstanceDocument[]> {
    const rows: DocumentRow[] = await this.db.query(
      `SELECT ${DOCUMENT} FROM assessment_instances i
        WHERE template_id = $1 AND ${options.preview ? `mode = 'Preview' AND ${PRESENT}` : COUNTED}
        ORDER BY created_at DESC`,
      [templateId],
    );
    return rows.map(toDocument);
  }

  /** How many instances of each session are in progress, completed or canceled; previews left out. */
  async countsBySession(sessionIds: string[]): Promise<Map<string, InstanceCounts>> {
    const counts = new Map<string, InstanceCounts>(
      sessionIds.map((id) => [id, { in_progress: 0, completed: 0, canceled: 0 }]),
    );
    if (sessionIds.length === 0) return counts;
    const rows: Array<{ session_id: string; in_progress: number; completed: number; canceled: number }> =
      await this.db.query(
        `SELECT session_id,
                count(*) FILTER (WHERE state IN ('Created', 'Started'))::int AS in_progress,
                count(*) FILTER (WHERE state IN ('Completed', 'Rated'))::int AS completed,
                count(*) FILTER (WHERE state = 'Canceled')::int AS canceled
           FROM assessment_instances
          WHERE session_id = ANY($1::uuid[]) AND ${COUNTED}
          GROUP BY session_id`,
        [sessionIds],
      );
    for (const { session_id, ...row } of rows) counts.set(session_id, row);
    return counts;
  }

  /** How many answers of each session's instances raised a safety alert; previews left out. */
  async safetyAlertsBySession(sessionIds: string[]): Promise<Map<string, number>> {
    const alerts = new Map<string, number>(sessionIds.map((id) => [id, 0]));
    if (sessionIds.length === 0) return alerts;
    const rows: Array<{ session_id: string; alerts: number }> = await this.db.query(
      `SELECT session_id, sum(json_array_length(document->'safetyAlerts'))::int AS alerts
         FROM assessment_instances
        WHERE session_id = ANY($1::uuid[]) AND ${COUNTED} AND json_typeof(document->'safetyAlerts') = 'array'
        GROUP BY session_id`,
      [sessionIds],
    );
    for (const row of rows) alerts.set(row.session_id, row.alerts);
    return alerts;
  }

  /** The students' instances of these teachers' templates, for reports across templates; oldest first. */
  async forOwners(ownerIds: string[]): Promise<InstanceDocument[]> {
    if (ownerIds.length === 0) return [];
    const rows: DocumentRow[] = await this.db.query(
      `SELECT ${DOCUMENT} FROM assessment_instances i
         JOIN assessment_templates t ON t.id = i.template_id AND t.deleted_at IS NULL
        WHERE i.owner_id = ANY($1::uuid[]) AND i.mode <> 'Preview' AND i.deleted_at IS NULL
        ORDER BY i.created_at`,
      [ownerIds],
    );
    return rows.map(toDocument);
  }

  /**
   * Instances not yet over with no activity since the cutoff, longest idle first: those to abandon. A teacher's
   * previews are left alone: they count nowhere, and the teacher may come back to one at the builder.
   */
  async idleSince(cutoff: string, limit = 1000): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM assessment_instances
        WHERE NOT at_rest -- what the sweeps' index holds: every instance under way is among them
          AND state IN ('Created', 'Started') AND last_activity_at < $1 AND mode <> 'Preview' AND ${PRESENT}
        ORDER BY last_activity_at LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Instances waiting on AI work with no append for `quietMs`: work whose enqueue may have been lost. Work in
   * progress appends as it goes, so a short quiet time leaves it alone.
   */
  async withPendingWork(quietMs: number, limit = 1000): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM assessment_instances
        WHERE NOT at_rest AND has_pending_ai AND updated_at < now() - $1 * interval '1 millisecond'
        ORDER BY updated_at LIMIT $2`,
      [quietMs, limit],
    );
    return rows.map((r) => r.id);
  }
}
