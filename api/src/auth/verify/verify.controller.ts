import { type AuthSessionReply, type VerifyBody, type VerifyType, verifyBody, verifyQuery } from '@checkin/contracts';
import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { ZodBody, parseOrThrow } from '../../common/zod-body.js';
import { clientInfo } from '../client-info.js';
import { LANDING_PAGE, Links } from '../mail/links.js';
import { errorFragment, redirectNoStore, redirectWithFragment, sessionFragment } from '../sessions/session-fragment.js';
import { type EmailChangeHalfConfirmed, VerifyToken } from './verify-token.js';

/** The sign-in page's query that tells of a half-confirmed email change. */
const EMAIL_CHANGE_NOTICE = 'notice=email_change_half_confirmed';

/** Where a verified link of each type lands when it names no page of its own. */
const LANDING: Record<VerifyType, string> = { ...LANDING_PAGE, email: LANDING_PAGE.signup };

@Controller('auth/v1')
export class VerifyController {
  constructor(
    private readonly verifyToken: VerifyToken,
    private readonly links: Links,
  ) {}

  @Post('verify')
  @HttpCode(200)
  verify(
    @ZodBody(verifyBody) body: VerifyBody,
    @Req() request: FastifyRequest,
  ): Promise<AuthSessionReply | EmailChangeHalfConfirmed> {
    const proof = body.token_hash ? { tokenHash: body.token_hash } : { email: body.email!, code: body.token! };
    return this.verifyToken.run(body.type, proof, clientInfo(request));
  }

  /**
   * The link in a mail: verifies, then sends the browser to the web app with the session in the fragment. The first
   * of an email change's two links lands on the sign-in page, which says that the other address must confirm too.
   */
  @Get('verify')
  async follow(@Query() raw: unknown, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    const query: z.infer<typeof verifyQuery> = parseOrThrow(verifyQuery, raw);
    const target = this.links.redirect(query.redirect_to, LANDING[query.type]);
    let fragment: URLSearchParams;
    try {
      const session = await this.verifyToken.run(query.type, { tokenHash: query.token_hash }, clientInfo(request));
      if (!('access_token' in session)) {
        return redirectNoStore(response, this.links.page(`/login?${EMAIL_CHANGE_NOTICE}`), 303);
      }
      fragment = sessionFragment(session, query.type);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      fragment = errorFragment(error);
    }
    redirectWithFragment(response, 303, target, fragment);
  }
}
