import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ReportsModule } from '../reports/reports.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { CreateInstanceHandler } from './create-instance.js';
import { InstanceCommands } from './instance-commands.js';
import { InstanceWaiter } from './instance-waiter.js';
import { InstancesController } from './instances.controller.js';
import { LogInstanceHandler, RetryAiHandler } from './log-instance.js';
import { RateConversationHandler } from './rate-conversation.js';
import { RateLastAnswerHandler } from './rate-answer.js';
import { InstanceReviews } from './review/instance-reviews.js';
import { ReviewController } from './review/review.controller.js';
import { StartInstanceHandler } from './start-instance.js';
import { NextResponseHandler, SubmitAnswerHandler } from './submit-answer.js';

@Module({
  imports: [CqrsModule, TemplatesModule, SessionsModule, ReportsModule],
  controllers: [InstancesController, ReviewController],
  providers: [
    InstanceCommands,
    InstanceWaiter,
    CreateInstanceHandler,
    StartInstanceHandler,
    SubmitAnswerHandler,
    NextResponseHandler,
    RateLastAnswerHandler,
    RateConversationHandler,
    LogInstanceHandler,
    RetryAiHandler,
    InstanceReviews,
  ],
})
export class InstancesModule {}
