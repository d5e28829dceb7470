import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, owned by the api's auth module: sign-in identities, sessions with rotating refresh tokens,
 * one-time tokens mailed to users, and the dev mailbox. Factors (aal2) and OpenID identities come later:
 * sessions carry their aal and amr, identities a provider and its subject, for them.
 */
export class Accounts1763942400000 implements MigrationInterface {
  name = 'Accounts1763942400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz, ADD COLUMN banned_until timestamptz`);

    await db.query(`
      CREATE TABLE auth_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        provider_id text NOT NULL,
        identity_data jsonb NOT NULL DEFAULT '{}'::jsonb,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_id)
      )`);
    await db.query(`CREATE INDEX auth_identities_user ON auth_identities (user_id)`);
    await db.query(`
      INSERT INTO auth_identities (user_id, provider, provider_id, identity_data, created_at)
      SELECT id, 'email', id::text, jsonb_build_object('sub', id::text, 'email', email), created_at
        FROM users WHERE password_hash IS NOT NULL`);

    await db.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
        amr jsonb NOT NULL DEFAULT '[]'::jsonb,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX auth_sessions_user ON auth_sessions (user_id) WHERE revoked_at IS NULL`);

    await db.query(`
      CREATE TABLE auth_refresh_tokens (
        id bigserial PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        parent_id bigint REFERENCES auth_refresh_tokens (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz
      )`);
    await db.query(`CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id)`);

    await db.query(`
      CREATE TABLE auth_one_time_tokens (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL
          CHECK (kind IN ('signup', 'recovery', 'magiclink', 'email_change', 'reauthentication')),
        email text NOT NULL,
        new_email text,
        token_hash text UNIQUE,
        code_hash text,
        expires_at timestamptz NOT NULL,
        code_expires_at timestamptz,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX auth_one_time_tokens_open ON auth_one_time_tokens (lower(email), kind) WHERE used_at IS NULL`,
    );
    await db.query(
      `CREATE INDEX auth_one_time_tokens_user ON auth_one_time_tokens (user_id, kind) WHERE used_at IS NULL`,
    );

    await db.query(`
      CREATE TABLE dev_mailbox (
        id bigserial PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['dev_mailbox', 'auth_one_time_tokens', 'auth_refresh_tokens', 'auth_sessions']) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query(`DROP TABLE auth_identities`);
    await db.query(`ALTER TABLE users DROP COLUMN last_sign_in_at, DROP COLUMN banned_until`);
  }
}
