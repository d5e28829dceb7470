import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { changedRows } from '../../common/sql.js';

/**
 * What a mailed token lets its holder do. Reauthentication is a code only, the `nonce` of a password change. An
 * email change mails two tokens: `email_change` to the new address, `email_change_current` to the current one.
 */
export type OneTimeKind =
  'signup' | 'recovery' | 'magiclink' | 'email_change' | 'email_change_current' | 'reauthentication';

/** The kinds of an email change's two tokens. */
export const EMAIL_CHANGE_KINDS: OneTimeKind[] = ['email_change', 'email_change_current'];

export type OneTimeTokenRow = {
  id: string;
  user_id: string;
  kind: OneTimeKind;
  email: string;
  new_email: string | null;
  request_id: string | null;
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
    options: { newEmail?: string; requestId?: string } = {},
  ): Promise<IssuedToken> {
    const tokenHash = kind === 'reauthentication' ? null : randomBytes(32).toString('base64url');
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.spend(userId, kind);
    await this.db.query(
      `INSERT INTO auth_one_time_tokens
         (user_id, kind, email, new_email, request_id, token_hash, code_hash, expires_at, code_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + interval '1 hour', now() + interval '10 minutes')`,
      [
        userId,
        kind,
        sentTo,
        options.newEmail ?? null,
        options.requestId ?? null,
        tokenHash && sha256(tokenHash),
        sha256(code),
      ],
    );
    return { tokenHash, code };
  }

  /**
   * The two tokens of one email change, tied by a request id: one to the new address, one to the current one.
   * Issuing them spends the user's earlier pair, both halves at once.
   */
  async issueEmailChange(
    userId: string,
    currentEmail: string,
    newEmail: string,
  ): Promise<{ toNew: IssuedToken; toCurrent: IssuedToken }> {
    const requestId = randomUUID();
    return {
      toNew: await this.issue(userId, 'email_change', newEmail, { newEmail, requestId }),
      toCurrent: await this.issue(userId, 'email_change_current', currentEmail, { newEmail, requestId }),
    };
  }

  /**
   * Whether the other token of this email change was used: then both addresses have confirmed. An open token's
   * partner can only have been used by its own confirmation, since a newer request or a password change spends
   * both halves together.
   */
  async otherHalfUsed(token: OneTimeTokenRow): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM auth_one_time_tokens WHERE request_id = $1 AND id <> $2 AND used_at IS NOT NULL`,
      [token.request_id, token.id],
    );
    return rows.length > 0;
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

  /** Spends the user's open tokens of these kinds: e.g. reset links once the password has changed. */
  async spend(userId: string, kinds: OneTimeKind | OneTimeKind[]): Promise<void> {
    await this.db.query(
      `UPDATE auth_one_time_tokens SET used_at = now() WHERE user_id = $1 AND kind = ANY($2) AND used_at IS NULL`,
      [userId, Array.isArray(kinds) ? kinds : [kinds]],
    );
  }
}
