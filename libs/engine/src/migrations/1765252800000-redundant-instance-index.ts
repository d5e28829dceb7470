import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `assessment_instances_template` (template_id) leads `assessment_instances_template_mode` (template_id, mode), which
 * serves every look-up by template alone. Each append of an instance writes a new row version, and every index of the
 * row takes an entry: the duplicate cost one index insert an append and served nothing.
 */
export class RedundantInstanceIndex1765252800000 implements MigrationInterface {
  name = 'RedundantInstanceIndex1765252800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX assessment_instances_template`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX assessment_instances_template ON assessment_instances (template_id)`);
  }
}
