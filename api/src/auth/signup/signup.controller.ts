import { type AuthUser, type SignupBody, emailBody, signupBody } from '@checkin/contracts';
import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZodBody } from '../../common/zod-body.js';
import { clientInfo } from '../client-info.js';
import { ResendConfirmation } from './resend-confirmation.js';
import { SignUp } from './sign-up.js';

const resendBody = emailBody.extend({ type: z.literal('signup', { error: 'must be signup' }) });

@Controller('auth/v1')
export class SignupController {
  constructor(
    private readonly signUp: SignUp,
    private readonly resendConfirmation: ResendConfirmation,
  ) {}

  @Post('signup')
  @HttpCode(200)
  signup(
    @ZodBody(signupBody) body: SignupBody,
    @Req() request: FastifyRequest,
    @Query('redirect_to') redirectTo?: string,
  ): Promise<AuthUser> {
    return this.signUp.run(body, clientInfo(request), redirectTo);
  }

  /** The hosted provider's resend, for sign-up confirmations. */
  @Post('resend')
  @HttpCode(200)
  async resend(
    @ZodBody(resendBody) body: z.infer<typeof resendBody>,
    @Req() request: FastifyRequest,
    @Query('redirect_to') redirectTo?: string,
  ): Promise<Record<string, never>> {
    await this.resendConfirmation.run(body.email, clientInfo(request), redirectTo);
    return {};
  }
}
