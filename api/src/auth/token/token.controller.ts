import { type AuthSessionReply, passwordGrantBody, refreshGrantBody } from '@checkin/contracts';
import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { parseOrThrow } from '../../common/zod-body.js';
import { authError } from '../auth-errors.js';
import { clientInfo } from '../client-info.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { PasswordGrant } from './password-grant.js';

/** POST /auth/v1/token?grant_type=password|refresh_token (pkce and id_token come with OpenID sign-in). */
@Controller('auth/v1')
export class TokenController {
  constructor(
    private readonly passwordGrant: PasswordGrant,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('token')
  @HttpCode(200)
  async token(
    @Query('grant_type') grantType: unknown,
    @Body() body: unknown,
    @Req() request: Request,
  ): Promise<AuthSessionReply> {
    const client = clientInfo(request);
    switch (grantType) {
      case 'password': {
        const { email, password } = parseOrThrow(passwordGrantBody, body);
        return this.passwordGrant.run(email, password, client);
      }
      case 'refresh_token': {
        const { refresh_token } = parseOrThrow(refreshGrantBody, body);
        await this.limiter.hit('refresh', { ip: client.ip });
        return this.issuer.refresh(refresh_token);
      }
      default:
        throw authError('unsupported_grant_type');
    }
  }
}
