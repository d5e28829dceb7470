import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether a template lets a student take it again with the same link once their last attempt is over. */
export class TemplateRetakes1764640800000 implements MigrationInterface {
  name = 'TemplateRetakes1764640800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assessment_templates ADD COLUMN allow_retakes boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assessment_templates DROP COLUMN allow_retakes`);
  }
}
