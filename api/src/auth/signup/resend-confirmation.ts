import { Injectable } from '@nestjs/common';
import { Users, isBanned } from '../accounts/users.js';
import { AccountMails } from '../mail/account-mails.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';

/** A new confirmation mail, only for an account that exists and is not confirmed; the caller learns nothing. */
@Injectable()
export class ResendConfirmation {
  constructor(
    private readonly users: Users,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
  ) {}

  async run(email: string, client: ClientInfo, redirectTo?: string): Promise<void> {
    await this.limiter.hit('resend', { ip: client.ip, account: email });
    const user = await this.users.findByEmail(email);
    if (user && !user.email_confirmed_at && !isBanned(user)) await this.mails.confirmation(user, redirectTo);
  }
}
