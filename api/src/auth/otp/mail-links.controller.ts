import { emailBody, otpBody } from '@checkin/contracts';
import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ZodBody } from '../../common/zod-body.js';
import { clientInfo } from '../client-info.js';
import { RecoverPassword } from '../recover/recover-password.js';
import { SendOtp } from './send-otp.js';

/** The calls that mail a way in: a magic link (and code), a password reset. Both answer {} whatever happened. */
@Controller('auth/v1')
export class MailLinksController {
  constructor(
    private readonly sendOtp: SendOtp,
    private readonly recoverPassword: RecoverPassword,
  ) {}

  @Post('otp')
  @HttpCode(200)
  async otp(
    @ZodBody(otpBody) body: z.infer<typeof otpBody>,
    @Req() request: FastifyRequest,
    @Query('redirect_to') redirectTo: unknown,
  ): Promise<Record<string, never>> {
    await this.sendOtp.run(body, clientInfo(request), redirectTo);
    return {};
  }

  @Post('recover')
  @HttpCode(200)
  async recover(
    @ZodBody(emailBody) body: z.infer<typeof emailBody>,
    @Req() request: FastifyRequest,
    @Query('redirect_to') redirectTo: unknown,
  ): Promise<Record<string, never>> {
    await this.recoverPassword.run(body.email, clientInfo(request), redirectTo);
    return {};
  }
}
