import {
  DELETE_INSTANCE_FAILED,
  LOG_INSTANCE_FAILED,
  clearRatingOverrideBody,
  flagAnswerBody,
  overrideRatingBody,
} from '@checkin/contracts';
import { Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentActor, type UserActor, UserGuard } from '../../auth/guards.js';
import { SpecError } from '../../common/spec-error.js';
import { ZodBody } from '../../common/zod-body.js';
import { InstanceReviews, type ReviewReply } from './instance-reviews.js';

/** The teacher's side of an instance, beside the spec's calls on it. Each replies with the instance document. */
@Controller('assessment_instances')
@UseGuards(UserGuard)
export class ReviewController {
  constructor(private readonly reviews: InstanceReviews) {}

  /** The teacher's rating for one answer, or (no answerMessageId) for the overall result; again replaces it. */
  @Post('overrideRating')
  @HttpCode(200)
  @SpecError(LOG_INSTANCE_FAILED)
  override(
    @CurrentActor() actor: UserActor,
    @ZodBody(overrideRatingBody) body: z.infer<typeof overrideRatingBody>,
  ): Promise<ReviewReply> {
    return this.reviews.reviewAndRead(actor, body.assessmentInstanceId, 'OverrideRating', {
      answerMessageId: body.answerMessageId ?? null,
      rating: body.rating,
      note: body.note,
    });
  }

  /** Back to the AI's rating. */
  @Post('clearRatingOverride')
  @HttpCode(200)
  @SpecError(LOG_INSTANCE_FAILED)
  clear(
    @CurrentActor() actor: UserActor,
    @ZodBody(clearRatingOverrideBody) body: z.infer<typeof clearRatingOverrideBody>,
  ): Promise<ReviewReply> {
    return this.reviews.reviewAndRead(actor, body.assessmentInstanceId, 'ClearRatingOverride', {
      answerMessageId: body.answerMessageId ?? null,
    });
  }

  @Post('flagAnswer')
  @HttpCode(200)
  @SpecError(LOG_INSTANCE_FAILED)
  flag(
    @CurrentActor() actor: UserActor,
    @ZodBody(flagAnswerBody) body: z.infer<typeof flagAnswerBody>,
  ): Promise<ReviewReply> {
    return this.reviews.reviewAndRead(actor, body.assessmentInstanceId, 'FlagAnswer', {
      answerMessageId: body.answerMessageId,
    });
  }

  @Post('unflagAnswer')
  @HttpCode(200)
  @SpecError(LOG_INSTANCE_FAILED)
  unflag(
    @CurrentActor() actor: UserActor,
    @ZodBody(flagAnswerBody) body: z.infer<typeof flagAnswerBody>,
  ): Promise<ReviewReply> {
    return this.reviews.reviewAndRead(actor, body.assessmentInstanceId, 'UnflagAnswer', {
      answerMessageId: body.answerMessageId,
    });
  }

  /** Spec §7: "Deleting an instance exists"; its path is ours. It leaves every list and report. */
  @Delete('deleteAssessmentInstance/:id')
  @HttpCode(200)
  @SpecError(DELETE_INSTANCE_FAILED)
  async delete(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<{ success: true }> {
    await this.reviews.review(actor, id, 'DeleteInstance', {});
    return { success: true };
  }
}
