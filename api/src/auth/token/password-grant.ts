import type { AuthSessionReply } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { type UserRow, Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { Factors } from '../factors/factors.js';
import { AccountMails } from '../mail/account-mails.js';
import { passwordMatches } from '../password/password-hash.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { AuthSessions, type ClientInfo } from '../sessions/auth-sessions.js';
import { SessionIssuer } from '../sessions/session-issuer.js';

/**
 * grant_type=password. A wrong address and a wrong password get one message and take as long. That the account is
 * not confirmed is told only to whoever knows its password.
 *
 * Guessing is slowed without locking the owner out: attempts are limited per address and per account and address
 * pair (429), so guesses from elsewhere never block the owner's own address. Wrong passwords also count against the
 * account from anywhere; past that limit a correct password alone signs in only from an address the account signed in
 * from before. From a new address it still passes when a second factor follows, and otherwise the owner is mailed a
 * sign-in link and code instead (sign_in_link_sent).
 */
@Injectable()
export class PasswordGrant {
  constructor(
    private readonly users: Users,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
    private readonly factors: Factors,
    private readonly mails: AccountMails,
    private readonly sessions: AuthSessions,
  ) {}

  async run(email: string, password: string, client: ClientInfo): Promise<AuthSessionReply> {
    await this.limiter.hit('token', { ip: client.ip, account: `${email.toLowerCase()} from ${client.ip ?? ''}` });
    const user = await this.users.findByEmail(email);
    const matches = await passwordMatches(user?.password_hash, password);
    if (!user || !matches) {
      await this.limiter.countGuess(email);
      throw authError('invalid_credentials');
    }
    if (!user.email_confirmed_at) throw authError('email_not_confirmed');
    if ((await this.limiter.guessedTooOften(email)) && !(await this.passwordIsEnoughFrom(user, client))) {
      await this.limiter.hit('otp', { ip: client.ip, account: user.email });
      await this.mails.magicLink(user);
      throw authError('sign_in_link_sent');
    }
    return this.issuer.signIn(user, 'password', client);
  }

  /** While the account is being guessed at: from a known address, or when a second factor will follow. */
  private async passwordIsEnoughFrom(user: UserRow, client: ClientInfo): Promise<boolean> {
    if ((await this.factors.aalRequired(user.id)) === 'aal2') return true;
    return client.ip !== null && (await this.sessions.signedInFrom(user.id, client.ip));
  }
}
