import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credits of an organisation (spec §3 Credits, §9), owned by the api's credits module. `monthly`: `num_of_credits`
 * left of `max_monthly_credits`, refilled when a new month begins (`credits_month` is the month the count belongs
 * to); `unlimited`: -1 and -1, as spec §9 writes unlimited. Existing organisations keep what they had: unlimited.
 *
 * `organizations_credits_left` is what refuses a student's check-in with none left: spending a credit is an UPDATE
 * that runs in the same statement as the check-in's first events, and going below zero fails them both.
 */
export class OrganizationCredits1764820800000 implements MigrationInterface {
  name = 'OrganizationCredits1764820800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE organizations
        ADD COLUMN credit_mode text NOT NULL DEFAULT 'unlimited',
        ADD COLUMN num_of_credits integer NOT NULL DEFAULT -1,
        ADD COLUMN max_monthly_credits integer NOT NULL DEFAULT -1,
        ADD COLUMN credits_month date NOT NULL DEFAULT date_trunc('month', now() AT TIME ZONE 'UTC')::date,
        ADD CONSTRAINT organizations_credit_mode CHECK (
          (credit_mode = 'unlimited' AND num_of_credits = -1 AND max_monthly_credits = -1)
          OR (credit_mode = 'monthly' AND max_monthly_credits >= 0)),
        ADD CONSTRAINT organizations_credits_left CHECK (credit_mode <> 'monthly' OR num_of_credits >= 0),
        ADD CONSTRAINT organizations_max_users CHECK (max_users >= 1)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE organizations
        DROP CONSTRAINT organizations_max_users,
        DROP CONSTRAINT organizations_credits_left,
        DROP CONSTRAINT organizations_credit_mode,
        DROP COLUMN credits_month,
        DROP COLUMN max_monthly_credits,
        DROP COLUMN num_of_credits,
        DROP COLUMN credit_mode`);
  }
}
