import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reprojectDocuments } from './instance-projection.js';

/**
 * Teachers' reviews of instances: deleted instances are kept, hidden, for the event feed; and every instance
 * document is projected again from its events, so that it carries the effective ratings and flags.
 */
export class InstanceReviews1764288000000 implements MigrationInterface {
  name = 'InstanceReviews1764288000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assessment_instances ADD COLUMN deleted_at timestamptz`);
    await reprojectDocuments(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM assessment_instances WHERE deleted_at IS NOT NULL`);
    await db.query(`ALTER TABLE assessment_instances DROP COLUMN deleted_at`);
  }
}
