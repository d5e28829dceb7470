import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read model's documents (each instance's head, each message's log) are stored as the JSON text the projection
 * wrote, not as jsonb. Every append writes the head and the changed logs, and every read takes them back whole: no
 * query looks inside them by an index. As jsonb, Postgres parsed each into its binary form, and compressed the head
 * (about 2 KB, past the size at which a row is compressed) at every append: a sixth of its CPU a turn. JSON text is
 * checked as it is written, and read back as it is.
 */
export class ReadModelJson1765512000000 implements MigrationInterface {
  name = 'ReadModelJson1765512000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assessment_instances ALTER COLUMN document TYPE json USING document::json`);
    await db.query(`ALTER TABLE instance_messages ALTER COLUMN log TYPE json USING log::json`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE instance_messages ALTER COLUMN log TYPE jsonb USING log::jsonb`);
    await db.query(`ALTER TABLE assessment_instances ALTER COLUMN document TYPE jsonb USING document::jsonb`);
  }
}
