import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { changedRows } from '../../common/sql.js';

/** What a mailed token lets its holder do. Reauthentication is a code only, the `nonce` of a password change. */
export type OneTimeKind = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication';

export type OneTimeTokenRow = {
  id: string;
  user_id: string;
  kind: OneTimeKind;
  email: string;
  new_email: string | null;
  used_at: Date | null;
};

/** What goes into the mail: the link's token (absent for code-only kinds) and a 6-digit code. */
export type IssuedToken = { tokenHash: string | null; code: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Tokens mailed to users: stored hashed (sha256), single use, a link for one hour and a code for 10 minutes.
 * Issuing a token spends the user's earlier ones of the same kind, so only the latest mail works.
 */
@Injectable()
export class OneTimeTokens {
  constructor(private readonly db: DataSource) {}

  async issue(
    userId: string,
    kind: OneTimeKind,
    sentTo: string,
    options: { newEmail?: string } = {},
  ): Promise<IssuedToken> {
    const tokenHash = kind === 'reauthentication' ? null : randomBytes(32).toString('base64url');
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.spend(userId, kind);
    await this.db.query(
      `INSERT INTO auth_one_time_tokens
         (user_id, kind, email, new_email, token_hash, code_hash, expires_at, code_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + interval '1 hour', now() + interval '10 minutes')`,
      [userId, kind, sentTo, options.newEmail ?? null, tokenHash && sha256(tokenHash), sha256(code)],
    );
    return { tokenHash, code };
  }

  /** The token of a mailed link, used up; null when unknown, of another kind, used or expired. */
  async redeemLink(tokenHash: string, kinds: OneTimeKind[]): Promise<OneTimeTokenRow | null> {
    const rows = await changedRows<OneTimeTokenRow>(
      this.db,
      `UPDATE auth_one_time_tokens SET used_at = now()
        WHERE token_hash = $1 AND kind = ANY($2) AND used_at IS NULL AND expires_at > now()
        RETURNING *`,
      [sha256(tokenHash), kinds],
    );
    return rows[0] ?? null;
  }

  /** The token of a code mailed to `email`, used up; null when no open token of these kinds has this code. */
  async redeemCode(email: string, code: string, kinds: OneTimeKind[]): Promise<OneTimeTokenRow | null> {
    const rows = await changedRows<OneTimeTokenRow>(
      this.db,
      `UPDATE auth_one_time_tokens SET used_at = now()
        WHERE id = (SELECT id FROM auth_one_time_tokens
                     WHERE lower(email) = lower($1) AND kind = ANY($2) AND code_hash = $3
                       AND used_at IS NULL AND code_expires_at > now()
                     ORDER BY id DESC LIMIT 1)
          AND used_at IS NULL
        RETURNING *`,
      [email, kinds, sha256(code)],
    );
    return rows[0] ?? null;
  }

  /** A reauthentication code of this user, used up: the `nonce` that allows a password change. */
  async redeemNonce(userId: string, nonce: string): Promise<boolean> {
    const rows = await changedRows<OneTimeTokenRow>(
      this.db,
      `UPDATE auth_one_time_tokens SET used_at = now()
        WHERE user_id = $1 AND kind = 'reauthentication' AND code_hash = $2
          AND used_at IS NULL AND code_expires_at > now()
        RETURNING *`,
      [userId, sha256(nonce)],
    );
    return rows.length > 0;
  }

  /** Spends the user's open tokens of a kind: e.g. reset links once the password has changed. */
  async spend(userId: string, kind: OneTimeKind): Promise<void> {
    await this.db.query(
      `UPDATE auth_one_time_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`,
      [userId, kind],
    );
  }
}
