import { LOGOUT_SCOPES, type LogoutScope } from '@checkin/contracts';
import { Controller, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { authError } from '../auth-errors.js';
import { CurrentActor, FirstFactorGuard, type UserActor } from '../guards.js';
import { AuthSessions } from '../sessions/auth-sessions.js';

/**
 * POST /auth/v1/logout?scope=local|global|others: ends this session, all of the user's, or all but this one. Its
 * access tokens are refused from then on, not only its refresh token.
 */
@Controller('auth/v1')
export class LogoutController {
  constructor(private readonly sessions: AuthSessions) {}

  @Post('logout')
  @HttpCode(204)
  @UseGuards(FirstFactorGuard)
  async logout(@CurrentActor() actor: UserActor, @Query('scope') scope: unknown = 'local'): Promise<void> {
    if (!LOGOUT_SCOPES.includes(scope as LogoutScope)) throw authError('invalid_scope');
    const current = actor.sessionId ?? null;
    switch (scope as LogoutScope) {
      case 'local':
        if (current) await this.sessions.revoke([current]);
        return;
      case 'global':
        await this.sessions.revokeAllOf(actor.userId);
        return;
      case 'others':
        await this.sessions.revokeAllOf(actor.userId, current);
        return;
    }
  }
}
