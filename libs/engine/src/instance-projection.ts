import { type LiveInstanceState, isAtRest } from '@checkin/domain';
import type { SqlStatement } from './event-store.js';
import type { DocumentChange, InstanceHead } from './instance-document.js';

/**
 * The read model's statements for one append: the instance row (its columns and the document's head, whose size
 * does not grow with the conversation) and the log of each message the append changed. A turn writes the same
 * bytes at its twentieth answer as at its first. Both are JSON text, checked and kept as written (not jsonb: see
 * ReadModelJson1765512000000).
 */
export function instanceProjection(after: LiveInstanceState, change: DocumentChange): SqlStatement[] {
  const statements = [instanceRow(after, change.head)];
  if (change.logs.length > 0) {
    statements.push({
      sql: `INSERT INTO instance_messages (instance_id, seq, log)
            SELECT $1, seq, log FROM unnest($2::int[], $3::json[]) AS changed(seq, log)
            ON CONFLICT (instance_id, seq) DO UPDATE SET log = EXCLUDED.log`,
      params: [after.id, change.logs.map(({ index }) => index), change.logs.map(({ log }) => JSON.stringify(log))],
    });
  }
  return statements;
}

function instanceRow(state: LiveInstanceState, head: InstanceHead): SqlStatement {
  return {
    sql: `INSERT INTO assessment_instances
       (id, template_id, session_id, owner_id, student_id, mode, state, version, has_pending_ai, at_rest, document,
        created_at, deleted_at, last_activity_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::json, $12, $13, $14, now())
     ON CONFLICT (id) DO UPDATE SET
       student_id = EXCLUDED.student_id, state = EXCLUDED.state, version = EXCLUDED.version,
       has_pending_ai = EXCLUDED.has_pending_ai, at_rest = EXCLUDED.at_rest, document = EXCLUDED.document,
       deleted_at = EXCLUDED.deleted_at, last_activity_at = EXCLUDED.last_activity_at, updated_at = now()`,
    params: [
      state.id,
      state.templateId,
      state.sessionId,
      state.ownerId,
      state.studentId,
      state.mode,
      state.status,
      state.version,
      state.pending.length > 0,
      isAtRest(state),
      JSON.stringify(head),
      state.createdAt,
      state.deletedAt,
      state.lastActivityAt,
    ],
  };
}
