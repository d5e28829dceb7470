import type { InstanceEvent } from '@checkin/domain';
import { type LiveInstanceState, fold } from '@checkin/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { toInstanceDocument } from '../instance-document.js';

/**
 * Teachers' reviews of instances: deleted instances are kept, hidden, for the event feed; and every instance
 * document is projected again from its events, so that it carries the effective ratings and flags.
 */
export class InstanceReviews1764288000000 implements MigrationInterface {
  name = 'InstanceReviews1764288000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assessment_instances ADD COLUMN deleted_at timestamptz`);
    const ids: Array<{ id: string }> = await db.query(`SELECT id FROM assessment_instances`);
    for (const { id } of ids) {
      const events: InstanceEvent[] = await db.query(
        `SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version`,
        [`instance-${id}`],
      );
      const state = fold(events);
      if (state.status === 'Empty') continue;
      await db.query(`UPDATE assessment_instances SET document = $2::jsonb WHERE id = $1`, [
        id,
        JSON.stringify(toInstanceDocument(state as LiveInstanceState)),
      ]);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM assessment_instances WHERE deleted_at IS NOT NULL`);
    await db.query(`ALTER TABLE assessment_instances DROP COLUMN deleted_at`);
  }
}
