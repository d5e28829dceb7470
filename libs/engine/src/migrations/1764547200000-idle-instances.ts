import type { MigrationInterface, QueryRunner } from 'typeorm';
import { toInstanceDocument } from '../instance-document.js';
import { forEachInstanceState } from './instance-projection.js';

/**
 * Instances left idle are abandoned: each instance's last activity, for the sweeper to find the idle ones, and
 * every instance document projected again from its events, so that it carries `abandoned_at`.
 */
export class IdleInstances1764547200000 implements MigrationInterface {
  name = 'IdleInstances1764547200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assessment_instances ADD COLUMN last_activity_at timestamptz`);
    await forEachInstanceState(db, (id, state) =>
      db.query(`UPDATE assessment_instances SET document = $2::jsonb, last_activity_at = $3 WHERE id = $1`, [
        id,
        JSON.stringify(toInstanceDocument(state)),
        state.lastActivityAt,
      ]),
    );
    await db.query(`UPDATE assessment_instances SET last_activity_at = updated_at WHERE last_activity_at IS NULL`);
    await db.query(`ALTER TABLE assessment_instances ALTER COLUMN last_activity_at SET NOT NULL`);
    await db.query(
      `CREATE INDEX assessment_instances_open_activity ON assessment_instances (last_activity_at)
        WHERE state IN ('Created', 'Started') AND deleted_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX assessment_instances_open_activity`);
    await db.query(`ALTER TABLE assessment_instances DROP COLUMN last_activity_at`);
  }
}
