import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authError } from '../auth-errors.js';
import { Tokens } from '../tokens.js';
import { AuthSessions, type SessionRow, hashRefreshToken, insertRefreshToken } from './auth-sessions.js';

/** Two tabs refreshing at once both present the same token: the second one, this soon after, gets the same child. */
const REUSE_GRACE = '10 seconds';

type Rotation =
  | { kind: 'rotated'; sessionId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'unknown' }
  | { kind: 'revoked' };

/**
 * Refresh tokens are single use: each refresh spends the token and answers its child. A spent token presented
 * again means it leaked (or a client misbehaves): the whole session ends. A child is derived from its parent
 * with the app's secret, so a repeat within the grace period gets the same child without storing it in clear.
 */
@Injectable()
export class RefreshTokens {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: AuthSessions,
    private readonly tokens: Tokens,
  ) {}

  async rotate(token: string): Promise<{ session: SessionRow; refreshToken: string }> {
    const rotation = await this.db.transaction((tx) => this.rotateIn(tx, token));
    switch (rotation.kind) {
      case 'unknown':
        throw authError('refresh_token_not_found');
      case 'revoked':
        throw authError('session_not_found');
      case 'reused':
        await this.sessions.revoke([rotation.sessionId]);
        throw authError('refresh_token_already_used');
      case 'rotated': {
        const session = await this.sessions.find(rotation.sessionId);
        return { session: session!, refreshToken: rotation.refreshToken };
      }
      default:
        return rotation satisfies never;
    }
  }

  private async rotateIn(tx: DataSource['manager'], token: string): Promise<Rotation> {
    const rows: Array<{
      id: string;
      session_id: string;
      rotated_at: Date | null;
      in_grace: boolean | null;
      revoked: boolean;
    }> = await tx.query(
      `SELECT rt.id, rt.session_id, rt.rotated_at, now() - rt.rotated_at <= interval '${REUSE_GRACE}' AS in_grace,
                s.revoked_at IS NOT NULL AS revoked
           FROM auth_refresh_tokens rt JOIN auth_sessions s ON s.id = rt.session_id
          WHERE rt.token_hash = $1
          FOR UPDATE OF rt`,
      [hashRefreshToken(token)],
    );
    const row = rows[0];
    if (!row) return { kind: 'unknown' };
    if (row.revoked) return { kind: 'revoked' };
    const child = this.tokens.derive('refresh-token', token);
    if (row.rotated_at) {
      // A token spent by a step-up to aal2 (AuthSessions.stepUp) has no derived child: presenting it is reuse.
      return row.in_grace && (await childExists(tx, child))
        ? { kind: 'rotated', sessionId: row.session_id, refreshToken: child }
        : { kind: 'reused', sessionId: row.session_id };
    }
    await insertRefreshToken(tx, row.session_id, child, row.id);
    await tx.query(`UPDATE auth_refresh_tokens SET rotated_at = now() WHERE id = $1`, [row.id]);
    await tx.query(`UPDATE auth_sessions SET refreshed_at = now() WHERE id = $1`, [row.session_id]);
    return { kind: 'rotated', sessionId: row.session_id, refreshToken: child };
  }
}

async function childExists(tx: DataSource['manager'], child: string): Promise<boolean> {
  const rows: unknown[] = await tx.query(`SELECT 1 FROM auth_refresh_tokens WHERE token_hash = $1`, [
    hashRefreshToken(child),
  ]);
  return rows.length > 0;
}
