import { Injectable } from '@nestjs/common';
import { RevokedSessions } from './sessions/revoked-sessions.js';
import { Tokens, type VerifiedActor } from './tokens.js';

/** Why a token proves no caller: there is none, it is badly signed or expired, or its session has ended. */
export type TokenRefusal = 'missing' | 'invalid' | 'session_ended';

/**
 * The one check of a caller's token, over HTTP (the guards) and on the live updates' handshake: its signature and
 * expiry, then, for a user's token, whether its session was ended (sign-out, password change) before it expires.
 */
@Injectable()
export class Callers {
  constructor(
    private readonly tokens: Tokens,
    private readonly revoked: RevokedSessions,
  ) {}

  /** The caller a token proves, or why it proves none; a failure of the check itself (Redis down) throws. */
  async of(token: string | null): Promise<VerifiedActor | TokenRefusal> {
    if (!token) return 'missing';
    const actor = this.tokens.verify(token);
    if (!actor) return 'invalid';
    return (await this.revoked.ended(actor)) ? 'session_ended' : actor;
  }
}
