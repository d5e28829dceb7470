import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in through OpenID Connect providers, owned by the api's auth module. A flow state is one trip to a provider
 * and back (our PKCE verifier and nonce for the provider, where to land, the client's own PKCE challenge, the user
 * who asked to link an identity), single use for 10 minutes. A flow code is what a client that sent a PKCE challenge
 * gets back instead of a session, to exchange at /auth/v1/token?grant_type=pkce within 5 minutes.
 */
export class Identities1764115200000 implements MigrationInterface {
  name = 'Identities1764115200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE auth_flow_states (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        state text NOT NULL UNIQUE,
        provider text NOT NULL,
        code_verifier text NOT NULL,
        nonce text NOT NULL,
        redirect_to text NOT NULL,
        code_challenge text,
        code_challenge_method text CHECK (code_challenge_method IN ('s256')),
        linking_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await db.query(`CREATE INDEX auth_flow_states_expiry ON auth_flow_states (expires_at)`);

    await db.query(`
      CREATE TABLE auth_flow_codes (
        code_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        code_challenge text NOT NULL,
        code_challenge_method text NOT NULL CHECK (code_challenge_method IN ('s256')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await db.query(`CREATE INDEX auth_flow_codes_expiry ON auth_flow_codes (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth_flow_codes`);
    await db.query(`DROP TABLE auth_flow_states`);
  }
}
