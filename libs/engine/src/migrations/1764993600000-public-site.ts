import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the public site receives, owned by the api's public module: waitlist sign-ups (one row per address, whatever
 * its case: a repeat changes nothing), contactus messages (spec §3 Contact request) and teachers' support requests
 * (spec §3 Support request, with the organisation they were in when they wrote).
 */
export class PublicSite1764993600000 implements MigrationInterface {
  name = 'PublicSite1764993600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE waitlist_signups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX waitlist_signups_email ON waitlist_signups (lower(email))`);
    await db.query(`
      CREATE TABLE contact_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE support_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX support_requests_user ON support_requests (user_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE support_requests`);
    await db.query(`DROP TABLE contact_requests`);
    await db.query(`DROP TABLE waitlist_signups`);
  }
}
