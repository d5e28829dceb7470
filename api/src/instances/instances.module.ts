import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { CreateInstanceHandler } from './create-instance.js';
import { InstanceCommands } from './instance-commands.js';
import { InstanceWaiter } from './instance-waiter.js';
import { InstancesController } from './instances.controller.js';
import { LogInstanceHandler, RetryAiHandler } from './log-instance.js';
import { RateConversationHandler } from './rate-conversation.js';
import { RateLastAnswerHandler } from './rate-answer.js';
import { StartInstanceHandler } from './start-instance.js';
import { SubmitAnswerHandler } from './submit-answer.js';

@Module({
  imports: [CqrsModule, TemplatesModule, SessionsModule],
  controllers: [InstancesController],
  providers: [
    InstanceCommands,
    InstanceWaiter,
    CreateInstanceHandler,
    StartInstanceHandler,
    SubmitAnswerHandler,
    RateLastAnswerHandler,
    RateConversationHandler,
    LogInstanceHandler,
    RetryAiHandler,
  ],
})
export class InstancesModule {}
