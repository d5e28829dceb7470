import type { AuthUser, SignupBody } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { userView } from '../accounts/user-view.js';
import { type UserRow, Users } from '../accounts/users.js';
import { AccountMails } from '../mail/account-mails.js';
import { hashPassword } from '../password/password-hash.js';
import { assertStrongPassword } from '../password/password-policy.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';

/**
 * POST /auth/v1/signup: an unconfirmed account and a confirmation mail; no session until the address is confirmed.
 * An address that has an account already gets the same answer (a user that looks new) and its owner a mail,
 * so that sign-up never tells a stranger who has an account.
 */
@Injectable()
export class SignUp {
  constructor(
    private readonly users: Users,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
  ) {}

  async run(body: SignupBody, client: ClientInfo, redirectTo?: string): Promise<AuthUser> {
    await this.limiter.hit('signup', { ip: client.ip, account: body.email });
    assertStrongPassword(body.password);
    const firstName = body.data?.first_name ?? body.first_name ?? '';
    const lastName = body.data?.last_name ?? body.last_name ?? '';
    // Hashed whichever way it goes, so that both answers take as long.
    const passwordHash = await hashPassword(body.password);
    const created = await this.users.create({ email: body.email, passwordHash, firstName, lastName });
    if (created) {
      await this.mails.confirmation(created, redirectTo);
      return userView(created, await this.users.identities(created.id));
    }
    const owner = await this.users.findByEmail(body.email);
    if (owner?.email_confirmed_at) await this.mails.alreadyRegistered(owner);
    else if (owner) await this.mails.confirmation(owner, redirectTo);
    return lookalike(body.email, firstName, lastName);
  }
}

/** What a new account would look like: answered for an address that has one, so that the two look the same. */
function lookalike(email: string, firstName: string, lastName: string): AuthUser {
  const now = new Date();
  const user: UserRow = {
    id: randomUUID(),
    email,
    password_hash: null,
    first_name: firstName,
    last_name: lastName,
    role: 'teacher',
    email_confirmed_at: null,
    last_sign_in_at: null,
    banned_until: null,
    created_at: now,
    updated_at: now,
  };
  const identity = {
    id: randomUUID(),
    user_id: user.id,
    provider: 'email',
    provider_id: user.id,
    identity_data: { sub: user.id, email },
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  };
  return userView(user, [identity]);
}
