import type { AuthUser, UpdateUserBody } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { UserViews } from '../accounts/user-views.js';
import { type UserRow, Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { Factors } from '../factors/factors.js';
import type { UserActor } from '../guards.js';
import { AccountMails } from '../mail/account-mails.js';
import { EMAIL_CHANGE_KINDS, OneTimeTokens } from '../one-time-tokens/one-time-tokens.js';
import { hashPassword, passwordMatches } from '../password/password-hash.js';
import { assertStrongPassword } from '../password/password-policy.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { AuthSessions, type SessionRow } from '../sessions/auth-sessions.js';

/** A reset link proves the mailbox for this long after it signed in: its session may set a new password. */
const RESET_LINK_PROOF_SECONDS = 60 * 60;
/** An account with no password yet (made through a provider) may set one this soon after signing in. */
const FIRST_PASSWORD_SECONDS = 10 * 60;

/**
 * PUT /auth/v1/user. Everything is checked before anything changes. Names change at any assurance level; a password
 * or an address needs the second factor when the account has one, and a password needs proof that the caller is the
 * user, not just their access token (see assertMayChangePassword). A new password ends every other session of the
 * user and cancels a pending email change; a new address applies only once both addresses confirm (see VerifyToken).
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
    private readonly limiter: RateLimiter,
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
      await this.assertMayChangePassword(actor, user, body);
      if (await passwordMatches(user.password_hash, body.password)) throw authError('same_password');
      user = await this.users.setPasswordHash(user.id, await hashPassword(body.password));
      await this.sessions.revokeAllOf(user.id, actor.sessionId ?? null);
      await this.oneTime.spend(user.id, ['recovery', ...EMAIL_CHANGE_KINDS]);
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

  /**
   * A stolen access token must not be enough to change the password. The caller proves they are the user with the
   * current password, or the code mailed by GET /reauthenticate (`nonce`), or a reset link followed within the
   * hour; an account with no password yet may set one just after signing in. Guesses count against the account.
   */
  private async assertMayChangePassword(actor: UserActor, user: UserRow, body: UpdateUserBody): Promise<void> {
    if (body.nonce !== undefined || body.current_password !== undefined) {
      await this.limiter.hit('verify', { ip: null, account: user.id });
    }
    if (body.nonce !== undefined) {
      if (!(await this.oneTime.redeemNonce(user.id, body.nonce))) throw authError('reauthentication_not_valid');
      return;
    }
    if (body.current_password !== undefined) {
      if (!(await passwordMatches(user.password_hash, body.current_password))) {
        throw authError('current_password_mismatch');
      }
      return;
    }
    const session = actor.sessionId ? await this.sessions.find(actor.sessionId) : null;
    if (session && signedInWithin(session, 'recovery', RESET_LINK_PROOF_SECONDS)) return;
    if (session && user.password_hash === null && signedInWithin(session, null, FIRST_PASSWORD_SECONDS)) return;
    throw authError('reauthentication_needed');
  }
}

/** Whether the session signed in (by this method, or any) no longer ago than `seconds`. */
function signedInWithin(session: SessionRow, method: string | null, seconds: number): boolean {
  const now = Date.now() / 1000;
  return session.amr.some((entry) => (method === null || entry.method === method) && now - entry.timestamp <= seconds);
}
