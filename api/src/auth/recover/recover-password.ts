import { Injectable } from '@nestjs/common';
import { Users, isBanned } from '../accounts/users.js';
import { AccountMails } from '../mail/account-mails.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';

/** POST /auth/v1/recover: a reset link when the account exists; the same answer when it does not. */
@Injectable()
export class RecoverPassword {
  constructor(
    private readonly users: Users,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
  ) {}

  async run(email: string, client: ClientInfo, redirectTo?: unknown): Promise<void> {
    await this.limiter.hit('recover', { ip: client.ip, account: email });
    const user = await this.users.findByEmail(email);
    if (user && !isBanned(user)) await this.mails.recovery(user, redirectTo);
  }
}
