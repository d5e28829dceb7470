import type { InstanceEvent, LiveInstanceState } from '@checkin/domain';
import { fold } from '@checkin/domain';
import type { QueryRunner } from 'typeorm';
import { toInstanceDocument } from '../instance-document.js';

/** Each instance's state folded afresh from its events, for a migration that projects instances again. */
export async function forEachInstanceState(
  db: QueryRunner,
  each: (id: string, state: LiveInstanceState) => Promise<unknown>,
): Promise<void> {
  const ids: Array<{ id: string }> = await db.query(`SELECT id FROM assessment_instances`);
  for (const { id } of ids) {
    const events: InstanceEvent[] = await db.query(
      `SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version`,
      [`instance-${id}`],
    );
    const state = fold(events);
    if (state.status !== 'Empty') await each(id, state as LiveInstanceState);
  }
}

/** Every instance document projected again from its events, so that it carries what the projection now writes. */
export function reprojectDocuments(db: QueryRunner): Promise<void> {
  return forEachInstanceState(db, (id, state) =>
    db.query(`UPDATE assessment_instances SET document = $2::jsonb WHERE id = $1`, [
      id,
      JSON.stringify(toInstanceDocument(state)),
    ]),
  );
}
