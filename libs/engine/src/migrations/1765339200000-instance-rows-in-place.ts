import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isAtRest } from '@checkin/domain';
import { forEachInstanceState } from './instance-projection.js';

/**
 * An append rewrites its instance's row in place (a heap-only update: no new index entry) when no indexed column
 * changes and the row's page has room. `has_pending_ai` flips and `last_activity_at` moves at every append, and both
 * were indexed (for the sweeps), so every append wrote a new entry in each of the row's indexes. The sweeps now find
 * their instances among those not at rest (`at_rest`: over, with no AI work pending, which changes when a check-in
 * ends, not at each turn), and each page of instances keeps half its room, and each page of messages 30%, for the
 * next versions of its rows.
 */
export class InstanceRowsInPlace1765339200000 implements MigrationInterface {
  name = 'InstanceRowsInPlace1765339200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assessment_instances ADD COLUMN IF NOT EXISTS at_rest boolean NOT NULL DEFAULT false`);
    await forEachInstanceState(db, (id, state) =>
      db.query(`UPDATE assessment_instances SET at_rest = $2 WHERE id = $1`, [id, isAtRest(state)]),
    );
    await db.query(`CREATE INDEX assessment_instances_not_at_rest ON assessment_instances (id) WHERE NOT at_rest`);
    await db.query(`DROP INDEX assessment_instances_open_activity`);
    await db.query(`DROP INDEX assessment_instances_pending`);
    await db.query(`ALTER TABLE assessment_instances SET (fillfactor = 50)`);
    await db.query(`ALTER TABLE instance_messages SET (fillfactor = 70)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE instance_messages RESET (fillfactor)`);
    await db.query(`ALTER TABLE assessment_instances RESET (fillfactor)`);
    await db.query(`CREATE INDEX assessment_instances_pending ON assessment_instances (id) WHERE has_pending_ai`);
    await db.query(
      `CREATE INDEX assessment_instances_open_activity ON assessment_instances (last_activity_at)
        WHERE state IN ('Created', 'Started') AND deleted_at IS NULL`,
    );
    await db.query(`DROP INDEX assessment_instances_not_at_rest`);
    await db.query(`ALTER TABLE assessment_instances DROP COLUMN at_rest`);
  }
}
