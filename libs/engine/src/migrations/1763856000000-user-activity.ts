import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What signed-in users did (page views for now), owned by the activity module. */
export class UserActivity1763856000000 implements MigrationInterface {
  name = 'UserActivity1763856000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE user_activity (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id),
        event_name text,
        event_type text,
        meta_data jsonb,
        page text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX user_activity_user_created ON user_activity (user_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE user_activity`);
  }
}
