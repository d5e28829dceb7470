import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factors (TOTP) and their challenges, owned by the api's auth module, and the least of organisations an
 * organisation needs to require a second factor of its members (the organisations feature builds on it).
 */
export class Factors1764028800000 implements MigrationInterface {
  name = 'Factors1764028800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE organizations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        max_users integer NOT NULL,
        subscription_name text,
        require_second_factor boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `ALTER TABLE users ADD COLUMN organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL`,
    );
    await db.query(`CREATE INDEX users_organization ON users (organization_id) WHERE organization_id IS NOT NULL`);

    // secret_encrypted: AES-256-GCM under a key derived from JWT_SECRET, bound to the factor's id (see FactorSecrets).
    // last_used_step: the latest 30-second step whose code was accepted; a code of that step or older is refused.
    await db.query(`
      CREATE TABLE auth_factors (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        friendly_name text NOT NULL,
        factor_type text NOT NULL DEFAULT 'totp' CHECK (factor_type IN ('totp')),
        status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
        secret_encrypted text NOT NULL,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, friendly_name)
      )`);

    await db.query(`
      CREATE TABLE auth_mfa_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        factor_id uuid NOT NULL REFERENCES auth_factors (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz,
        ip text
      )`);
    await db.query(`CREATE INDEX auth_mfa_challenges_factor ON auth_mfa_challenges (factor_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth_mfa_challenges`);
    await db.query(`DROP TABLE auth_factors`);
    await db.query(`ALTER TABLE users DROP COLUMN organization_id`);
    await db.query(`DROP TABLE organizations`);
  }
}
