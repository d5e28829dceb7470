import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An email change is confirmed by both addresses: one request mails a token to the new address and one to the
 * current address, tied by `request_id`; the change applies when both are used.
 */
export class EmailChangePairs1764460800000 implements MigrationInterface {
  name = 'EmailChangePairs1764460800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_kind_check`);
    await db.query(
      `ALTER TABLE auth_one_time_tokens ADD CONSTRAINT auth_one_time_tokens_kind_check
         CHECK (kind IN ('signup', 'recovery', 'magiclink', 'email_change', 'email_change_current',
                         'reauthentication'))`,
    );
    await db.query(`ALTER TABLE auth_one_time_tokens ADD COLUMN request_id uuid`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM auth_one_time_tokens WHERE kind = 'email_change_current'`);
    await db.query(`ALTER TABLE auth_one_time_tokens DROP COLUMN request_id`);
    await db.query(`ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_kind_check`);
    await db.query(
      `ALTER TABLE auth_one_time_tokens ADD CONSTRAINT auth_one_time_tokens_kind_check
         CHECK (kind IN ('signup', 'recovery', 'magiclink', 'email_change', 'reauthentication'))`,
    );
  }
}
