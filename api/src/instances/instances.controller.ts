import {
  type Actor,
  CREATE_INSTANCE_FAILED,
  GET_INSTANCES_FAILED,
  type InstanceListReply,
  LOG_CONVERSATION_FAILED,
  LOG_INSTANCE_FAILED,
  NEXT_RESPONSE_FAILED,
  RATE_ANSWER_FAILED,
  RATE_CONVERSATION_FAILED,
  START_INSTANCE_FAILED,
  type RateConversationBody,
  type RateLastResponseBody,
  createInstanceBody,
  instanceIdBody,
  logConversationBody,
  logInstanceBody,
  nextResponseBody,
  rateConversationBody,
  rateLastResponseBody,
} from '@checkin/contracts';
import { InstanceReadModel, toInstanceDocument } from '@checkin/engine';
import { Controller, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clientInfo } from '../auth/client-info.js';
import { CurrentActor, TokenGuard, type UserActor, UserGuard } from '../auth/guards.js';
import { notFound } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { TemplatesService } from '../templates/templates.service.js';
import { CreateInstanceCommand } from './create-instance.js';
import { InstanceCommands } from './instance-commands.js';
import { instanceViewFor } from './instance-view.js';
import { LogInstanceCommand, RetryAiCommand } from './log-instance.js';
import { RateConversationCommand } from './rate-conversation.js';
import { RateLastAnswerCommand } from './rate-answer.js';
import { RateGivenAnswerCommand, RateGivenConversationCommand } from './rate-given-conversation.js';
import { StartInstanceCommand } from './start-instance.js';
import { NextResponseCommand, SubmitAnswerCommand } from './submit-answer.js';
import { mayManageTemplate, mayTakeInstance } from '../access/policy.js';

@Controller('assessment_instances')
export class InstancesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly instances: InstanceCommands,
    private readonly readModel: InstanceReadModel,
    private readonly sessions: SessionsService,
    private readonly templates: TemplatesService,
  ) {}

  @Post('createAssessmentInstance')
  @HttpCode(201)
  @UseGuards(TokenGuard)
  @SpecError(CREATE_INSTANCE_FAILED)
  create(
    @CurrentActor() actor: Actor,
    @ZodBody(createInstanceBody) body: z.infer<typeof createInstanceBody>,
    @Req() request: FastifyRequest,
  ) {
    return this.commands.execute(new CreateInstanceCommand(actor, body, clientInfo(request).ip));
  }

  @Post('startAssessmentInstance')
  @HttpCode(200)
  @UseGuards(TokenGuard)
  @SpecError(START_INSTANCE_FAILED)
  start(@CurrentActor() actor: Actor, @ZodBody(instanceIdBody) body: z.infer<typeof instanceIdBody>) {
    return this.commands.execute(new StartInstanceCommand(actor, body.assessmentInstanceId));
  }

  @Post('getNextResponse')
  @HttpCode(200)
  @UseGuards(TokenGuard)
  @SpecError(NEXT_RESPONSE_FAILED)
  nextResponse(@CurrentActor() actor: Actor, @ZodBody(nextResponseBody) body: z.infer<typeof nextResponseBody>) {
    return this.commands.execute(new NextResponseCommand(actor, body));
  }

  /**
   * getNextResponse without the wait, for the web: 202 with the change the answer made; the reply comes on the live
   * channel.
   */
  @Post('submitAnswer')
  @HttpCode(202)
  @UseGuards(TokenGuard)
  @SpecError(NEXT_RESPONSE_FAILED)
  submitAnswer(@CurrentActor() actor: Actor, @ZodBody(nextResponseBody) body: z.infer<typeof nextResponseBody>) {
    return this.commands.execute(new SubmitAnswerCommand(actor, body));
  }

  @Post('getRatingForLastResponse')
  @HttpCode(200)
  @UseGuards(TokenGuard)
  @SpecError(RATE_ANSWER_FAILED)
  rateLast(@CurrentActor() actor: Actor, @ZodBody(rateLastResponseBody) body: RateLastResponseBody) {
    return 'assessmentInstanceId' in body
      ? this.commands.execute(new RateLastAnswerCommand(actor, body.assessmentInstanceId))
      : this.commands.execute(new RateGivenAnswerCommand(actor, body));
  }

  @Post('getRatingForEntireConversation')
  @HttpCode(200)
  @UseGuards(TokenGuard)
  @SpecError(RATE_CONVERSATION_FAILED)
  rateConversation(@CurrentActor() actor: Actor, @ZodBody(rateConversationBody) body: RateConversationBody) {
    return 'assessmentInstanceId' in body
      ? this.commands.execute(new RateConversationCommand(actor, body.assessmentInstanceId))
      : this.commands.execute(new RateGivenConversationCommand(actor, body));
  }

  @Post('logConversation')
  @HttpCode(200)
  @UseGuards(TokenGuard)
  @SpecError(LOG_CONVERSATION_FAILED)
  logConversation(
    @CurrentActor() actor: Actor,
    @ZodBody(logConversationBody) body: z.infer<typeof logConversationBody>,
  ) {
    const cancel = body.state === 'Canceled';
    return this.commands.execute(new LogInstanceCommand(actor, body.assessmentInstanceId, { cancel }));
  }

  @Put('logAssessmentInstance')
  @HttpCode(200)
  @UseGuards(TokenGuard)
  @SpecError(LOG_INSTANCE_FAILED)
  logInstance(@CurrentActor() actor: Actor, @ZodBody(logInstanceBody) body: z.infer<typeof logInstanceBody>) {
    const { student_name, state, messageLogs } = body.logObject;
    const feedback = (messageLogs ?? []).flatMap((log, index) =>
      log.user_feedback === undefined ? [] : [{ messageId: log.messageId, index, feedback: log.user_feedback }],
    );
    return this.commands.execute(
      new LogInstanceCommand(actor, body.assessmentInstanceId, {
        studentName: student_name,
        cancel: state === 'Canceled',
        feedback,
      }),
    );
  }

  @Post('retryAiRequest')
  @HttpCode(200)
  @UseGuards(TokenGuard)
  @SpecError(NEXT_RESPONSE_FAILED)
  retry(@CurrentActor() actor: Actor, @ZodBody(instanceIdBody) body: z.infer<typeof instanceIdBody>) {
    return this.commands.execute(new RetryAiCommand(actor, body.assessmentInstanceId));
  }

  @Get('getAssessmentInstanceById/:id')
  @UseGuards(TokenGuard)
  @SpecError(GET_INSTANCES_FAILED)
  async byId(@CurrentActor() actor: Actor, @Param('id') id: string) {
    // The state just loaded (and checked) is the document: no second read.
    const state = await this.instances.load(actor, id);
    return { data: instanceViewFor(actor, toInstanceDocument(state)) };
  }

  @Get('getAssessmentInstancesForSessionId/:id')
  @UseGuards(UserGuard)
  @SpecError(GET_INSTANCES_FAILED)
  async forSession(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<InstanceListReply> {
    const session = await this.sessions.owned(actor.userId, id);
    return { data: await this.readModel.forSession(session.id) };
  }

  /** The students' instances of a template, across its sessions; previews left out. */
  @Get('getAssessmentInstancesForTemplateId/:id')
  @UseGuards(UserGuard)
  @SpecError(GET_INSTANCES_FAILED)
  async forTemplate(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<InstanceListReply> {
    const template = await this.ownTemplate(actor, id);
    return { data: await this.readModel.forTemplate(template.id, { preview: false }) };
  }

  /**
   * The teacher's own tries of a template (mode Preview), newest first. Other teachers' tries of a shared CheckIn
   * are theirs alone, and left out.
   */
  @Get('getPreviewAssessmentInstancesForTemplateId/:id')
  @UseGuards(UserGuard)
  @SpecError(GET_INSTANCES_FAILED)
  async previews(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<InstanceListReply> {
    const template = await this.ownTemplate(actor, id);
    const previews = await this.readModel.forTemplate(template.id, { preview: true });
    const theirs = previews.filter((p) =>
      mayTakeInstance(actor, { ownerId: p.owner_id, sessionId: null, studentId: null }),
    );
    return { data: theirs };
  }

  /** Instances are their teacher's only: another teacher's template, even a public one, is not found here. */
  private async ownTemplate(actor: UserActor, id: string) {
    const template = await this.templates.find(id);
    if (!template || !mayManageTemplate(actor.userId, template)) throw notFound('This check-in');
    return template;
  }
}
