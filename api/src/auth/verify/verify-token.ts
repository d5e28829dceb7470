import type { AuthSessionReply, VerifyType } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { type OneTimeKind, type OneTimeTokenRow, OneTimeTokens } from '../one-time-tokens/one-time-tokens.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';
import { SessionIssuer, type SignInMethod } from '../sessions/session-issuer.js';

/** The mailed tokens each verification type accepts ("email" is the provider's word for any emailed code). */
const KINDS: Record<VerifyType, OneTimeKind[]> = {
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
};

/** Either the link's token, or the code mailed to an address. */
export type Proof = { tokenHash: string } | { email: string; code: string };

/**
 * POST and GET /auth/v1/verify: spends a mailed token and starts a session. Following any mailed link proves the
 * address, so it confirms the account; an email change applies here.
 */
@Injectable()
export class VerifyToken {
  constructor(
    private readonly oneTime: OneTimeTokens,
    private readonly users: Users,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  async run(type: VerifyType, proof: Proof, client: ClientInfo): Promise<AuthSessionReply> {
    await this.limiter.hit('verify', { ip: client.ip, account: 'email' in proof ? proof.email : null });
    const token =
      'tokenHash' in proof
        ? await this.oneTime.redeemLink(proof.tokenHash, KINDS[type])
        : await this.oneTime.redeemCode(proof.email, proof.code, KINDS[type]);
    if (!token) throw authError('otp_expired');
    const user = await this.applyToken(token);
    return this.issuer.signIn(user, methodOf(token.kind, 'code' in proof), client);
  }

  private async applyToken(token: OneTimeTokenRow) {
    const user = await this.users.findById(token.user_id);
    if (!user) throw authError('otp_expired');
    if (token.kind === 'email_change') return this.users.changeEmail(user.id, token.new_email!);
    return this.users.confirmEmail(user.id);
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
      return 'email_change';
    case 'reauthentication':
      return 'otp';
    default:
      return kind satisfies never;
  }
}
