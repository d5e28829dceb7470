import type { AuthSessionReply } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { passwordMatches } from '../password/password-hash.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';
import { SessionIssuer } from '../sessions/session-issuer.js';

/**
 * grant_type=password. A wrong address and a wrong password get one message and take as long. That the account is
 * not confirmed is told only to whoever knows its password.
 */
@Injectable()
export class PasswordGrant {
  constructor(
    private readonly users: Users,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  async run(email: string, password: string, client: ClientInfo): Promise<AuthSessionReply> {
    await this.limiter.hit('token', { ip: client.ip, account: email });
    const user = await this.users.findByEmail(email);
    const matches = await passwordMatches(user?.password_hash, password);
    if (!user || !matches) throw authError('invalid_credentials');
    if (!user.email_confirmed_at) throw authError('email_not_confirmed');
    return this.issuer.signIn(user, 'password', client);
  }
}
