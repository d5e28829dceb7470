import type { AuthSessionReply } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authError } from '../auth-errors.js';
import type { UserActor } from '../guards.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { AuthSessions, type ClientInfo } from '../sessions/auth-sessions.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { FactorSecrets } from './factor-secrets.js';
import { Factors } from './factors.js';
import { MfaChallenges } from './mfa-challenges.js';
import { matchingStep } from './totp.js';

export type FactorProof = { challengeId: string; code: string };

/**
 * POST /auth/v1/factors/{id}/verify: a code of the factor answers one of its open challenges. The factor becomes
 * verified, and the caller's session aal2 with a new pair of tokens. A code is good once: its 30-second step is
 * used up with it. When this verifies a new factor, the user's other sessions that never passed a second factor
 * end, as the account now requires one.
 */
@Injectable()
export class VerifyFactor {
  constructor(
    private readonly db: DataSource,
    private readonly factors: Factors,
    private readonly challenges: MfaChallenges,
    private readonly secrets: FactorSecrets,
    private readonly sessions: AuthSessions,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  async run(actor: UserActor, factorId: string, proof: FactorProof, client: ClientInfo): Promise<AuthSessionReply> {
    await this.limiter.hit('factor_verify', { ip: client.ip, account: actor.userId });
    const factor = await this.factors.find(actor.userId, factorId);
    if (!factor) throw authError('mfa_factor_not_found');
    if (!actor.sessionId) throw authError('session_missing');
    const step = matchingStep(this.secrets.open(factor.id, factor.secret_encrypted), proof.code, Date.now());

    // One transaction: a wrong or replayed code leaves the challenge open for the right one.
    await this.db.transaction(async (tx) => {
      if (!(await this.challenges.spend(tx, proof.challengeId, factor.id))) throw authError('mfa_challenge_expired');
      if (step === null) throw authError('mfa_verification_failed');
      if (!(await this.factors.acceptStep(tx, factor.id, step))) throw authError('totp_code_reused');
    });

    if (factor.status === 'unverified') await this.sessions.revokeAal1Of(actor.userId, actor.sessionId);
    return this.issuer.stepUp(actor.userId, actor.sessionId, 'totp');
  }
}
