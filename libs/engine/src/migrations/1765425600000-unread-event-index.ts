import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `events_transaction_position` (transaction_id, global_position) ordered every event of every stream for a reader of
 * them all, which the product does not have: the event feed reads a room's streams by `events_stream_version`, and
 * only filters by transaction. Each event appended took an entry in it.
 */
export class UnreadEventIndex1765425600000 implements MigrationInterface {
  name = 'UnreadEventIndex1765425600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX events_transaction_position`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX events_transaction_position ON events (transaction_id, global_position)`);
  }
}
