import { RatingJobQueue } from '@checkin/engine';
import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CqrsModule } from '@nestjs/cqrs';
import { ReportsModule } from '../reports/reports.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { REDIS } from '../core/core.module.js';
import { CreateInstanceHandler } from './create-instance.js';
import { GivenRatings } from './given-ratings.js';
import { InstanceCommands } from './instance-commands.js';
import { InstanceChannels } from './instance-channels.js';
import { InstancesController } from './instances.controller.js';
import { LogInstanceHandler, RetryAiHandler } from './log-instance.js';
import { RateConversationHandler } from './rate-conversation.js';
import { RateLastAnswerHandler } from './rate-answer.js';
import { RateGivenAnswerHandler, RateGivenConversationHandler } from './rate-given-conversation.js';
import { InstanceReviews } from './review/instance-reviews.js';
import { ReviewController } from './review/review.controller.js';
import { StartInstanceHandler } from './start-instance.js';
import { NextResponseHandler, SubmitAnswerHandler } from './submit-answer.js';

@Module({
  imports: [CqrsModule, TemplatesModule, SessionsModule, ReportsModule],
  controllers: [InstancesController, ReviewController],
  providers: [
    InstanceCommands,
    InstanceChannels,
    CreateInstanceHandler,
    StartInstanceHandler,
    SubmitAnswerHandler,
    NextResponseHandler,
    RateLastAnswerHandler,
    RateConversationHandler,
    {
      provide: RatingJobQueue,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => new RatingJobQueue(redis, config.QUEUE_PREFIX),
    },
    GivenRatings,
    RateGivenAnswerHandler,
    RateGivenConversationHandler,
    LogInstanceHandler,
    RetryAiHandler,
    InstanceReviews,
  ],
  exports: [InstanceChannels],
})
export class InstancesModule {}
