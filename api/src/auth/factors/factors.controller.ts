import {
  type AuthSessionReply,
  type EnrollFactorReply,
  type FactorChallengeReply,
  enrollFactorBody,
  verifyFactorBody,
} from '@checkin/contracts';
import { Controller, Delete, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ZodBody } from '../../common/zod-body.js';
import { authError } from '../auth-errors.js';
import { clientInfo } from '../client-info.js';
import { CurrentActor, FirstFactorGuard, type UserActor } from '../guards.js';
import { EnrollFactor } from './enroll-factor.js';
import { Factors } from './factors.js';
import { MfaChallenges, challengeExpiresAt } from './mfa-challenges.js';
import { VerifyFactor } from './verify-factor.js';

/**
 * Second factors at /auth/v1/factors, as the hosted provider offers them (TOTP only). These calls lead to aal2, so
 * they take an aal1 session; each one that could weaken the account checks the level it needs.
 */
@Controller('auth/v1/factors')
@UseGuards(FirstFactorGuard)
export class FactorsController {
  constructor(
    private readonly factors: Factors,
    private readonly challenges: MfaChallenges,
    private readonly enrollFactor: EnrollFactor,
    private readonly verifyFactor: VerifyFactor,
  ) {}

  @Post()
  @HttpCode(200)
  enroll(
    @CurrentActor() actor: UserActor,
    @ZodBody(enrollFactorBody) body: z.infer<typeof enrollFactorBody>,
  ): Promise<EnrollFactorReply> {
    return this.enrollFactor.run(actor, { friendlyName: body.friendly_name, issuer: body.issuer });
  }

  @Post(':id/challenge')
  @HttpCode(200)
  async challenge(
    @CurrentActor() actor: UserActor,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<FactorChallengeReply> {
    const factor = await this.factors.find(actor.userId, id);
    if (!factor) throw authError('mfa_factor_not_found');
    const challenge = await this.challenges.create(factor.id, clientInfo(request).ip);
    return { id: challenge.id, type: 'totp', expires_at: challengeExpiresAt(challenge) };
  }

  @Post(':id/verify')
  @HttpCode(200)
  verify(
    @CurrentActor() actor: UserActor,
    @Param('id') id: string,
    @ZodBody(verifyFactorBody) body: z.infer<typeof verifyFactorBody>,
    @Req() request: FastifyRequest,
  ): Promise<AuthSessionReply> {
    return this.verifyFactor.run(actor, id, { challengeId: body.challenge_id, code: body.code }, clientInfo(request));
  }

  /** A verified factor is removed only at aal2: a password alone must not take the second factor away. */
  @Delete(':id')
  async unenroll(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<{ id: string }> {
    const factor = await this.factors.find(actor.userId, id);
    if (!factor) throw authError('mfa_factor_not_found');
    if (factor.status === 'verified' && actor.aal !== 'aal2') throw authError('insufficient_aal');
    await this.factors.remove(factor.id);
    return { id: factor.id };
  }
}
