import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type Queryable, changedRows } from '../../common/sql.js';
import type { AuthMethod } from '../tokens.js';
import { RevokedSessions } from './revoked-sessions.js';

export type SessionRow = {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  amr: AuthMethod[];
  created_at: Date;
  refreshed_at: Date | null;
  revoked_at: Date | null;
};

/** Where a sign-in came from, kept with its session. */
export type ClientInfo = { ip: string | null; userAgent: string | null };

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Signed-in sessions and their refresh tokens (stored hashed). Ending a session ends its access tokens too. */
@Injectable()
export class AuthSessions {
  constructor(
    private readonly db: DataSource,
    private readonly revoked: RevokedSessions,
  ) {}

  /** A new session and its first refresh token. */
  async start(
    userId: string,
    amr: AuthMethod[],
    client: ClientInfo,
  ): Promise<{ session: SessionRow; refreshToken: string }> {
    return this.db.transaction(async (tx) => {
      const rows: SessionRow[] = await tx.query(
        `INSERT INTO auth_sessions (user_id, aal, amr, ip, user_agent) VALUES ($1, 'aal1', $2::jsonb, $3, $4)
         RETURNING *`,
        [userId, JSON.stringify(amr), client.ip, client.userAgent?.slice(0, 500) ?? null],
      );
      const session = rows[0]!;
      const refreshToken = randomBytes(32).toString('base64url');
      await insertRefreshToken(tx, session.id, refreshToken, null);
      return { session, refreshToken };
    });
  }

  /** Whether the user has ever signed in from this address. */
  async signedInFrom(userId: string, ip: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM auth_sessions WHERE user_id = $1 AND ip = $2 LIMIT 1`, [
      userId,
      ip,
    ]);
    return rows.length > 0;
  }

  async find(id: string): Promise<SessionRow | null> {
    const rows: SessionRow[] = await this.db.query(`SELECT * FROM auth_sessions WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Ends these sessions: their refresh tokens stop working at once, and so do their access tokens. */
  async revoke(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = ANY($1) AND revoked_at IS NULL`, [
      sessionIds,
    ]);
    await this.revoked.add(sessionIds);
  }

  /**
   * Raises a session to aal2 once its user passed a second factor, `method` joining its amr (in place of an earlier
   * entry of the same method). Its refresh tokens so far are spent: presented again, they count as reused (see
   * RefreshTokens). Null when the session is not the user's open session.
   */
  async stepUp(
    sessionId: string,
    userId: string,
    method: AuthMethod,
  ): Promise<{ session: SessionRow; refreshToken: string } | null> {
    return this.db.transaction(async (tx) => {
      const rows = await changedRows<SessionRow>(
        tx,
        `UPDATE auth_sessions
            SET aal = 'aal2',
                amr = (SELECT coalesce(jsonb_agg(m), '[]'::jsonb) FROM jsonb_array_elements(amr) m
                        WHERE m->>'method' <> $3) || jsonb_build_array($4::jsonb)
          WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL
          RETURNING *`,
        [sessionId, userId, method.method, JSON.stringify(method)],
      );
      const session = rows[0];
      if (!session) return null;
      const spent = await changedRows<{ id: string }>(
        tx,
        `UPDATE auth_refresh_tokens SET rotated_at = now() WHERE session_id = $1 AND rotated_at IS NULL
         RETURNING id`,
        [sessionId],
      );
      const refreshToken = randomBytes(32).toString('base64url');
      await insertRefreshToken(tx, session.id, refreshToken, spent.at(-1)?.id ?? null);
      return { session, refreshToken };
    });
  }

  /** Ends a user's open sessions that never passed a second factor, but the caller's. */
  async revokeAal1Of(userId: string, except: string): Promise<void> {
    const rows = await changedRows<{ id: string }>(
      this.db,
      `UPDATE auth_sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND aal = 'aal1' AND id <> $2 RETURNING id`,
      [userId, except],
    );
    await this.revoked.add(rows.map((r) => r.id));
  }

  /** Ends every open session of a user, but one (the caller's, when it is kept). */
  async revokeAllOf(userId: string, except: string | null = null): Promise<string[]> {
    const rows = await changedRows<{ id: string }>(
      this.db,
      `UPDATE auth_sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING id`,
      [userId, except],
    );
    const ids = rows.map((r) => r.id);
    await this.revoked.add(ids);
    return ids;
  }
}

export async function insertRefreshToken(
  db: Queryable,
  sessionId: string,
  token: string,
  parentId: string | null,
): Promise<void> {
  await db.query(`INSERT INTO auth_refresh_tokens (session_id, token_hash, parent_id) VALUES ($1, $2, $3)`, [
    sessionId,
    hashRefreshToken(token),
    parentId,
  ]);
}
