import { CHECK_USER_STATUS_FAILED, RESEND_VERIFICATION_FAILED, emailBody } from '@checkin/contracts';
import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden } from '../../common/api-error.js';
import { SpecError } from '../../common/spec-error.js';
import { ZodBody } from '../../common/zod-body.js';
import { Users, isBanned } from '../accounts/users.js';
import { clientInfo } from '../client-info.js';
import { CurrentActor, FirstFactorGuard, type UserActor } from '../guards.js';
import { ResendConfirmation } from '../signup/resend-confirmation.js';

/** The spec's own account calls (§7 Other), under /api/v1/auth. */
@Controller('auth')
export class AccountStatusController {
  constructor(
    private readonly users: Users,
    private readonly resendConfirmation: ResendConfirmation,
  ) {}

  /** Always the same answer: whether the address has an unconfirmed account is nobody else's business. */
  @Post('resend-verification')
  @HttpCode(200)
  @SpecError(RESEND_VERIFICATION_FAILED)
  async resendVerification(
    @ZodBody(emailBody) body: z.infer<typeof emailBody>,
    @Req() request: FastifyRequest,
  ): Promise<{ success: true }> {
    await this.resendConfirmation.run(body.email, clientInfo(request));
    return { success: true };
  }

  /** Whether the signed-in user may use the app; the web app signs out on anything but success. */
  @Get('check_user_status')
  @UseGuards(FirstFactorGuard)
  @SpecError(CHECK_USER_STATUS_FAILED)
  async checkUserStatus(@CurrentActor() actor: UserActor): Promise<{ success: true }> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw forbidden('This account no longer exists.');
    if (!user.email_confirmed_at) throw forbidden('Confirm your email address to use CheckIn.');
    if (isBanned(user)) throw forbidden('This account is suspended.');
    return { success: true };
  }
}
