import type { AuthSessionReply, VerifyType } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import {
  EMAIL_CHANGE_KINDS,
  type OneTimeKind,
  type OneTimeTokenRow,
  OneTimeTokens,
} from '../one-time-tokens/one-time-tokens.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { AuthSessions, type ClientInfo } from '../sessions/auth-sessions.js';
import { SessionIssuer, type SignInMethod } from '../sessions/session-issuer.js';

/** The mailed tokens each verification type accepts ("email" is the provider's word for any emailed code). */
const KINDS: Record<VerifyType, OneTimeKind[]> = {
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: EMAIL_CHANGE_KINDS,
};

/** The answer to the first of an email change's two confirmations: no session, the change waits for the other. */
export type EmailChangeHalfConfirmed = { msg: string };
export const EMAIL_CHANGE_HALF_CONFIRMED: EmailChangeHalfConfirmed = {
  msg: 'Confirmation accepted. Now follow the link we sent to the other address to finish changing your email.',
};

/** Either the link's token, or the code mailed to an address. */
export type Proof = { tokenHash: string } | { email: string; code: string };

/**
 * POST and GET /auth/v1/verify: spends a mailed token and starts a session. Following any mailed link proves the
 * address, so it confirms the account. An email change applies here once both its addresses have confirmed it, and
 * ends every other session of the user; the first confirmation starts no session.
 */
@Injectable()
export class VerifyToken {
  constructor(
    private readonly oneTime: OneTimeTokens,
    private readonly users: Users,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
    private readonly sessions: AuthSessions,
  ) {}

  async run(type: VerifyType, proof: Proof, client: ClientInfo): Promise<AuthSessionReply | EmailChangeHalfConfirmed> {
    await this.limiter.hit('verify', { ip: client.ip, account: 'email' in proof ? proof.email : null });
    const token =
      'tokenHash' in proof
        ? await this.oneTime.redeemLink(proof.tokenHash, KINDS[type])
        : await this.oneTime.redeemCode(proof.email, proof.code, KINDS[type]);
    if (!token) throw authError('otp_expired');
    const user = await this.applyToken(token);
    if (!user) return EMAIL_CHANGE_HALF_CONFIRMED;
    return this.issuer.signIn(user, methodOf(token.kind, 'code' in proof), client);
  }

  /** The user the token signs in; null for an email change that waits for its other address. */
  private async applyToken(token: OneTimeTokenRow) {
    const user = await this.users.findById(token.user_id);
    if (!user) throw authError('otp_expired');
    if (!EMAIL_CHANGE_KINDS.includes(token.kind)) return this.users.confirmEmail(user.id);
    if (!(await this.oneTime.otherHalfUsed(token))) return null;
    const changed = await this.users.changeEmail(user.id, token.new_email!);
    await this.sessions.revokeAllOf(user.id);
    return changed;
  }
}

function methodOf(kind: OneTimeKind, byCode: boolean): SignInMethod {
  switch (kind) {
    case 'signup':
      return byCode ? 'otp' : 'email/signup';
    case 'magiclink':
      return byCode ? 'otp' : 'magiclink';
    case 'recovery':
      return 'recovery';
    case 'email_change':
    case 'email_change_current':
      return 'email_change';
    case 'reauthentication':
      return 'otp';
    default:
      return kind satisfies never;
  }
}
