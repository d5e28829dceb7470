import type { StudentClaims, UserClaims } from '@checkin/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { RevokedSessions } from './sessions/revoked-sessions.js';
import { tokenFromRequest } from './token-extractor.js';
import { appSecretKey, type VerifiedActor, verifiedActor } from './tokens.js';

/** Why a well-signed, unexpired token was refused: its session has ended. */
export const SESSION_ENDED = 'session_ended';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly revoked: RevokedSessions,
  ) {
    super({ jwtFromRequest: tokenFromRequest, secretOrKey: appSecretKey(config) as never, algorithms: ['HS256'] });
  }

  /**
   * A user's token whose session was ended (sign-out, password change) is refused, saying so to the guard (see
   * SESSION_ENDED); students have no session.
   */
  async validate(claims: StudentClaims | UserClaims): Promise<VerifiedActor | [false, typeof SESSION_ENDED]> {
    const actor = verifiedActor(claims);
    return (await this.revoked.ended(actor)) ? [false, SESSION_ENDED] : actor;
  }
}
