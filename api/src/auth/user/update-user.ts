import type { AuthUser, UpdateUserBody } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { UserViews } from '../accounts/user-views.js';
import { type UserRow, Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { Factors } from '../factors/factors.js';
import type { UserActor } from '../guards.js';
import { AccountMails } from '../mail/account-mails.js';
import { OneTimeTokens } from '../one-time-tokens/one-time-tokens.js';
import { hashPassword, passwordMatches } from '../password/password-hash.js';
import { assertStrongPassword } from '../password/password-policy.js';
import { AuthSessions } from '../sessions/auth-sessions.js';

/** A password may change in a session this young; an older one needs the code from GET /reauthenticate. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

/**
 * PUT /auth/v1/user. Everything is checked before anything changes. Names change at any assurance level; a password
 * or an address needs the second factor when the account has one. A new password ends every other session of
 * the user; a new address is mailed a confirmation and applies only once confirmed (see VerifyToken).
 */
@Injectable()
export class UpdateUser {
  constructor(
    private readonly users: Users,
    private readonly views: UserViews,
    private readonly factors: Factors,
    private readonly sessions: AuthSessions,
    private readonly oneTime: OneTimeTokens,
    private readonly mails: AccountMails,
  ) {}

  async run(actor: UserActor, body: UpdateUserBody, redirectTo?: unknown): Promise<AuthUser> {
    let user = await this.users.findById(actor.userId);
    if (!user) throw authError('user_not_found');
    const newEmail = body.email && body.email.toLowerCase() !== user.email.toLowerCase() ? body.email : null;
    if ((body.password !== undefined || newEmail) && (await this.lacksSecondFactor(actor))) {
      throw authError('insufficient_aal');
    }
    if (newEmail && (await this.users.findByEmail(newEmail))) throw authError('email_exists');
    if (body.password !== undefined) {
      assertStrongPassword(body.password);
      await this.assertMayChangePassword(actor, user, body.nonce);
      if (await passwordMatches(user.password_hash, body.password)) throw authError('same_password');
      user = await this.users.setPasswordHash(user.id, await hashPassword(body.password));
      await this.sessions.revokeAllOf(user.id, actor.sessionId ?? null);
      await this.oneTime.spend(user.id, 'recovery');
    }
    if (body.data) user = await this.users.setNames(user.id, body.data);
    if (newEmail) await this.mails.emailChange(user, newEmail, redirectTo);
    return this.views.of(user);
  }

  /**
   * A password or address changes only at the level the account requires, read afresh: a recovery link signs in
   * at aal1, and must not get round a second factor.
   */
  private async lacksSecondFactor(actor: UserActor): Promise<boolean> {
    return actor.aal !== 'aal2' && (await this.factors.aalRequired(actor.userId)) === 'aal2';
  }

  private async assertMayChangePassword(actor: UserActor, user: UserRow, nonce: string | undefined): Promise<void> {
    if (nonce !== undefined) {
      if (!(await this.oneTime.redeemNonce(user.id, nonce))) throw authError('reauthentication_not_valid');
      return;
    }
    const session = actor.sessionId ? await this.sessions.find(actor.sessionId) : null;
    if (session && Date.now() - session.created_at.getTime() < RECENT_SIGN_IN_MS) return;
    throw authError('reauthentication_needed');
  }
}
