import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { REDIS } from '../../core/core.module.js';
import type { VerifiedActor } from '../tokens.js';

/**
 * Sessions ended before their access tokens expire. Access tokens are checked on every request, so the check is
 * one Redis key per ended session, kept as long as an access token lives: after that its tokens are expired
 * anyway, and the session row (revoked_at) refuses any refresh.
 */
@Injectable()
export class RevokedSessions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async add(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    // A minute more than a token's life covers clocks that disagree a little.
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS + 60;
    const batch = this.redis.multi();
    for (const id of sessionIds) batch.set(this.key(id), '1', 'EX', ttl);
    await batch.exec();
  }

  /** Whether a verified caller's session was ended (sign-out, password change); students have no session. */
  async ended(actor: VerifiedActor): Promise<boolean> {
    if (actor.kind !== 'user' || !actor.sessionId) return false;
    return (await this.redis.exists(this.key(actor.sessionId))) === 1;
  }

  private key(sessionId: string): string {
    return `${this.config.QUEUE_PREFIX}:auth:revoked-session:${sessionId}`;
  }
}
