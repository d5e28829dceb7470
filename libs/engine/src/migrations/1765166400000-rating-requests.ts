import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations a caller gave to be rated (getRatingForLastResponse and getRatingForEntireConversation without an
 * instance), each for the moment its call waits: the API writes the request, the worker the rating, and the API
 * reads it and deletes the row. The job in Redis names only the row's id, so no student text goes there. Rows a
 * call left behind (a crash mid-way) are deleted by the worker's sweep.
 */
export class RatingRequests1765166400000 implements MigrationInterface {
  name = 'RatingRequests1765166400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rating_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('answer', 'conversation')),
        settings jsonb NOT NULL,
        messages jsonb NOT NULL,
        answer_message_id text,
        result jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'answer') = (answer_message_id IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX rating_requests_created_at ON rating_requests (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE rating_requests`);
  }
}
