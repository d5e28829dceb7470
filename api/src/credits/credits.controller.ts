import { type CreditsReply, GET_CREDITS_FAILED, NOT_IN_ORGANIZATION, useCreditsBody } from '@checkin/contracts';
import { Controller, Get, HttpCode, Patch, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentActor, type UserActor, UserGuard } from '../auth/guards.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { Clock } from '../core/clock.js';
import { OrganizationCredits, UNLIMITED } from './organization-credits.js';

const IN_ORGANIZATION = "Your organisation's credits";

/** Spec §7 Credits: a teacher's organisation's credits; a teacher in no organisation has unlimited ones (§6, §8). */
@Controller('credits')
@UseGuards(UserGuard)
@SpecError(GET_CREDITS_FAILED)
export class CreditsController {
  constructor(
    private readonly credits: OrganizationCredits,
    private readonly clock: Clock,
  ) {}

  @Get('getCreditsForUser')
  async get(@CurrentActor() actor: UserActor): Promise<CreditsReply> {
    return replyOf(await this.credits.ofUser(actor.userId, this.clock.now()));
  }

  @Patch('useCreditsForUser')
  @HttpCode(200)
  async use(
    @CurrentActor() actor: UserActor,
    @ZodBody(useCreditsBody) body: z.infer<typeof useCreditsBody>,
  ): Promise<CreditsReply> {
    return replyOf(await this.credits.use(actor.userId, body.creditsUsed, this.clock.now()));
  }
}

function replyOf(credits: Awaited<ReturnType<OrganizationCredits['ofUser']>>): CreditsReply {
  if (!credits) return { message: NOT_IN_ORGANIZATION, data: UNLIMITED };
  return { message: IN_ORGANIZATION, data: credits };
}
