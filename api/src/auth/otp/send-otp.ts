import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { otpBody } from '@checkin/contracts';
import { Users, isBanned } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { AccountMails } from '../mail/account-mails.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';

/**
 * POST /auth/v1/otp: a magic link and a 6-digit code by mail (there is no SMS). With create_user, an unknown
 * address gets an account, confirmed when the link is followed. The answer is the same whether or not a mail went.
 */
@Injectable()
export class SendOtp {
  constructor(
    private readonly users: Users,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
  ) {}

  async run(body: z.infer<typeof otpBody>, client: ClientInfo, redirectTo?: unknown): Promise<void> {
    await this.limiter.hit('otp', { ip: client.ip, account: body.email ?? body.phone ?? null });
    if (!body.email) throw authError(body.phone ? 'sms_send_failed' : 'email_or_phone_required');
    let user = await this.users.findByEmail(body.email);
    if (!user && body.create_user) {
      const names = { firstName: body.data?.first_name ?? '', lastName: body.data?.last_name ?? '' };
      user =
        (await this.users.create({ email: body.email, passwordHash: null, ...names })) ??
        (await this.users.findByEmail(body.email));
    }
    if (user && !isBanned(user)) await this.mails.magicLink(user, redirectTo);
  }
}
