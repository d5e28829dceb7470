import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { REDIS } from '../../core/core.module.js';
import type { VerifiedActor } from '../tokens.js';

/** How long Redis may answer "still open" for a session before Postgres is asked again. */
const OPEN_CACHE_SECONDS = 60;

/**
 * Whether a signed-in session was ended (sign-out, password change) before its access tokens expire. Access tokens
 * are checked on every request. Postgres is the record (auth_sessions.revoked_at); Redis caches its answer per
 * session, "ended" for as long as an access token lives and "open" for a minute. Losing Redis loses only the cache:
 * the next request asks Postgres again, so an ended session stays ended.
 */
@Injectable()
export class RevokedSessions {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Caches sessions just ended in Postgres as ended, over any "open" cached before. */
  async add(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const batch = this.redis.multi();
    for (const id of sessionIds) batch.set(this.key(id), ENDED, 'EX', this.endedCacheSeconds());
    await batch.exec();
  }

  /** Whether a verified caller's session was ended; students have no session. */
  async ended(actor: VerifiedActor): Promise<boolean> {
    if (actor.kind !== 'user' || !actor.sessionId) return false;
    const key = this.key(actor.sessionId);
    const cached = await this.redis.get(key);
    if (cached !== null) return cached === ENDED;
    const rows: { revoked_at: Date | null }[] = await this.db.query(
      `SELECT revoked_at FROM auth_sessions WHERE id = $1`,
      [actor.sessionId],
    );
    // A session that is gone (its user deleted) is ended too.
    const ended = rows[0] === undefined || rows[0].revoked_at !== null;
    if (ended) await this.redis.set(key, ENDED, 'EX', this.endedCacheSeconds());
    // NX: an ending cached meanwhile (add) is never overwritten by this older "open".
    else await this.redis.set(key, OPEN, 'EX', OPEN_CACHE_SECONDS, 'NX');
    return ended;
  }

  /** A minute more than a token's life covers clocks that disagree a little; after that its tokens are expired. */
  private endedCacheSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS + 60;
  }

  private key(sessionId: string): string {
    return `${this.config.QUEUE_PREFIX}:auth:session-ended:${sessionId}`;
  }
}

const ENDED = '1';
const OPEN = '0';
