import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { DataSource } from 'typeorm';
import { changedRows } from '../../common/sql.js';
import { authError } from '../auth-errors.js';

/** One trip to a provider and back (see the identities migration). */
export type FlowStateRow = {
  id: string;
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_to: string;
  code_challenge: string | null;
  code_challenge_method: 's256' | null;
  linking_user_id: string | null;
};

export type NewFlow = {
  provider: string;
  redirectTo: string;
  /** The client's own PKCE challenge (S256): it then gets a code to exchange rather than a session. */
  codeChallenge: string | null;
  /** The signed-in user who asked to link an identity of this provider. */
  linkingUserId: string | null;
};

/** What a callback's state turned out to be: the flow, or (spent, expired, unknown) where its user should land. */
export type TakenFlow = { kind: 'flow'; flow: FlowStateRow } | { kind: 'spent'; redirectTo: string | null };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The S256 challenge of a PKCE verifier (RFC 7636). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Flow states (10 minutes, single use) and the codes a PKCE client exchanges for a session (5 minutes, single use,
 * stored hashed).
 */
@Injectable()
export class FlowStates {
  constructor(private readonly db: DataSource) {}

  async start(flow: NewFlow): Promise<FlowStateRow> {
    await this.db.query(`DELETE FROM auth_flow_states WHERE expires_at < now() - interval '1 day'`);
    const rows: FlowStateRow[] = await this.db.query(
      `INSERT INTO auth_flow_states
         (state, provider, code_verifier, nonce, redirect_to, code_challenge, code_challenge_method, linking_user_id,
          expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + interval '10 minutes')
       RETURNING *`,
      [
        oidc.randomState(),
        flow.provider,
        oidc.randomPKCECodeVerifier(),
        oidc.randomNonce(),
        flow.redirectTo,
        flow.codeChallenge,
        flow.codeChallenge ? 's256' : null,
        flow.linkingUserId,
      ],
    );
    return rows[0]!;
  }

  /** The flow of a callback's state, used up. */
  async take(state: string): Promise<TakenFlow> {
    const rows = await changedRows<FlowStateRow>(
      this.db,
      `UPDATE auth_flow_states SET used_at = now()
        WHERE state = $1 AND used_at IS NULL AND expires_at > now() RETURNING *`,
      [state],
    );
    if (rows[0]) return { kind: 'flow', flow: rows[0] };
    const spent: Array<{ redirect_to: string }> = await this.db.query(
      `SELECT redirect_to FROM auth_flow_states WHERE state = $1`,
      [state],
    );
    return { kind: 'spent', redirectTo: spent[0]?.redirect_to ?? null };
  }

  /** A code for the client that started the flow with a PKCE challenge. */
  async issueCode(userId: string, provider: string, codeChallenge: string): Promise<string> {
    await this.db.query(`DELETE FROM auth_flow_codes WHERE expires_at < now() - interval '1 day'`);
    const code = randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO auth_flow_codes (code_hash, user_id, provider, code_challenge, code_challenge_method, expires_at)
       VALUES ($1, $2, $3, $4, 's256', now() + interval '5 minutes')`,
      [sha256(code), userId, provider, codeChallenge],
    );
    return code;
  }

  /**
   * The user a code was issued for, once its verifier matches the challenge. The code is spent either way: a wrong
   * verifier means whoever holds it did not start the flow.
   */
  async redeemCode(code: string, verifier: string): Promise<{ userId: string; provider: string }> {
    const rows = await changedRows<{ user_id: string; provider: string; code_challenge: string }>(
      this.db,
      `UPDATE auth_flow_codes SET used_at = now()
        WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING *`,
      [sha256(code)],
    );
    const row = rows[0];
    if (!row) throw authError('flow_state_not_found');
    if (!sameText(s256(verifier), row.code_challenge)) throw authError('bad_code_verifier');
    return { userId: row.user_id, provider: row.provider };
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
