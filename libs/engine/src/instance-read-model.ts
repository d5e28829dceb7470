import type { InstanceCounts, InstanceDocument } from '@checkin/contracts';
import type { DataSource } from 'typeorm';

export type InstanceAccessRow = {
  id: string;
  template_id: string;
  session_id: string | null;
  owner_id: string;
  student_id: string | null;
  mode: string;
  version: number;
};

/** Instances that count: in lists, counts, reports and credits. A teacher's preview instances never do. */
const COUNTED = `mode <> 'Preview'`;

/** Queries of the instance read model (the assessment_instances table). */
export class InstanceReadModel {
  constructor(private readonly db: DataSource) {}

  async document(instanceId: string): Promise<InstanceDocument | null> {
    const rows: Array<{ document: InstanceDocument }> = await this.db.query(
      `SELECT document FROM assessment_instances WHERE id = $1`,
      [instanceId],
    );
    return rows[0]?.document ?? null;
  }

  async access(instanceId: string): Promise<InstanceAccessRow | null> {
    const rows: InstanceAccessRow[] = await this.db.query(
      `SELECT id, template_id, session_id, owner_id, student_id, mode, version FROM assessment_instances WHERE id = $1`,
      [instanceId],
    );
    return rows[0] ?? null;
  }

  async forSession(sessionId: string): Promise<InstanceDocument[]> {
    const rows: Array<{ document: InstanceDocument }> = await this.db.query(
      `SELECT document FROM assessment_instances WHERE session_id = $1 AND ${COUNTED} ORDER BY created_at`,
      [sessionId],
    );
    return rows.map((r) => r.document);
  }

  /** A template's instances: its students' (`preview: false`) or its teacher's previews, newest first. */
  async forTemplate(templateId: string, options: { preview: boolean }): Promise<InstanceDocument[]> {
    const rows: Array<{ document: InstanceDocument }> = await this.db.query(
      `SELECT document FROM assessment_instances
        WHERE template_id = $1 AND ${options.preview ? `mode = 'Preview'` : COUNTED}
        ORDER BY created_at DESC`,
      [templateId],
    );
    return rows.map((r) => r.document);
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

  async withPendingWork(limit = 1000): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM assessment_instances WHERE has_pending_ai ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }
}
