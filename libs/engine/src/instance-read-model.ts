import type { InstanceDocument } from '@checkin/contracts';
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
      `SELECT document FROM assessment_instances WHERE session_id = $1 AND mode <> 'Preview' ORDER BY created_at`,
      [sessionId],
    );
    return rows.map((r) => r.document);
  }

  async withPendingWork(limit = 1000): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM assessment_instances WHERE has_pending_ai ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }
}
