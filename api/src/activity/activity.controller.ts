import { SAVE_ACTIVITY_FAILED, userActivityBody } from '@checkin/contracts';
import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentActor, type UserActor, UserGuard } from '../auth/guards.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { ActivityService } from './activity.service.js';

@Controller('user_activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Post('post_activity')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @SpecError(SAVE_ACTIVITY_FAILED)
  async post(@CurrentActor() actor: UserActor, @ZodBody(userActivityBody) body: z.infer<typeof userActivityBody>) {
    await this.activity.record(actor.userId, body);
    return { success: true };
  }
}
