import {
  type AuthSessionReply,
  idTokenGrantBody,
  passwordGrantBody,
  pkceGrantBody,
  refreshGrantBody,
} from '@checkin/contracts';
import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { parseOrThrow } from '../../common/zod-body.js';
import { authError } from '../auth-errors.js';
import { clientInfo } from '../client-info.js';
import { IdentityGrants } from '../identities/identity-grants.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { PasswordGrant } from './password-grant.js';

/** POST /auth/v1/token?grant_type=password|refresh_token|pkce|id_token (the last two: sign-in through a provider). */
@Controller('auth/v1')
export class TokenController {
  constructor(
    private readonly passwordGrant: PasswordGrant,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
    private readonly identityGrants: IdentityGrants,
  ) {}

  @Post('token')
  @HttpCode(200)
  async token(
    @Query('grant_type') grantType: unknown,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
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
      case 'pkce': {
        const { auth_code, code_verifier } = parseOrThrow(pkceGrantBody, body);
        return this.identityGrants.pkce(auth_code, code_verifier, client);
      }
      case 'id_token':
        return this.identityGrants.idToken(parseOrThrow(idTokenGrantBody, body), client);
      default:
        throw authError('unsupported_grant_type');
    }
  }
}
