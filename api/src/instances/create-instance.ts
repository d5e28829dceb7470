import { type Actor, type CreateInstanceBody } from '@checkin/contracts';
import type { InstanceMode } from '@checkin/domain';
import { InstanceEngine } from '@checkin/engine';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ApiError, forbidden, fromDomainError, notFound } from '../common/api-error.js';
import { Clock } from '../core/clock.js';
import { SESSION_CLOSED, SessionsService } from '../sessions/sessions.service.js';
import { TemplatesService } from '../templates/templates.service.js';
import { actorLabel } from './instance-access.js';

export type CreateInstanceReply = {
  assessmentInstanceId: string;
  grade: string;
  topic: string;
  owner_id: string;
  title: string;
  session_id: string | null;
  rating_scale_id: string;
  rating_level: string;
  question_prompt_id: string;
  rating_prompt_id: string;
  conversation_prompt_id: string;
  showSingleQuestionRating: boolean;
  showOverallRating: boolean;
  showExampleAnswer: boolean;
  showOverallFeedback: boolean;
  numberOfQuestions: number;
};

export class CreateInstanceCommand extends Command<CreateInstanceReply> {
  constructor(
    readonly actor: Actor,
    readonly body: CreateInstanceBody,
  ) {
    super();
  }
}

@CommandHandler(CreateInstanceCommand)
export class CreateInstanceHandler implements ICommandHandler<CreateInstanceCommand> {
  constructor(
    private readonly engine: InstanceEngine,
    private readonly templates: TemplatesService,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, body }: CreateInstanceCommand): Promise<CreateInstanceReply> {
    const template =
      actor.kind === 'user'
        ? await this.templates.owned(actor.userId, body.assessmentTemplateId, 'preview')
        : await this.templates.find(body.assessmentTemplateId);
    if (!template) throw notFound('This check-in');
    const sessionId = body.session_id ?? null;
    let mode: InstanceMode;
    if (actor.kind === 'student') {
      if (sessionId !== actor.sessionId) throw forbidden('This link is for another check-in session.');
      const session = await this.sessions.find(sessionId);
      if (!session || session.template_id !== template.id) throw forbidden('This link is for another check-in.');
      if (session.archived) throw forbidden(SESSION_CLOSED);
      mode = 'Student';
    } else {
      if (sessionId) {
        const session = await this.sessions.find(sessionId);
        if (!session || session.owner_id !== actor.userId || session.template_id !== template.id) {
          throw new ApiError(400, 'Invalid request: session_id is not a session of this check-in', [
            { field: 'session_id', message: 'is not a session of this check-in' },
          ]);
        }
      }
      mode = body.mode && body.mode !== 'Student' ? body.mode : 'Preview';
    }

    const settings = await this.templates.settingsFor(template);
    const instanceId = randomUUID();
    const result = await this.engine.execute(
      instanceId,
      {
        type: 'CreateInstance',
        data: {
          instanceId,
          templateId: template.id,
          sessionId,
          ownerId: template.owner_id,
          mode,
          studentId: actor.kind === 'student' ? actor.studentId : null,
          studentName: body.student_name?.trim() || null,
          settings,
          createdAt: this.clock.now(),
        },
      },
      { correlationId: randomUUID(), causationId: null, actor: actorLabel(actor) },
    );
    if (!result.ok) throw fromDomainError(result.error);
    return {
      assessmentInstanceId: instanceId,
      grade: settings.grade,
      topic: settings.topic,
      owner_id: template.owner_id,
      title: settings.title,
      session_id: sessionId,
      rating_scale_id: settings.ratingScale.id,
      rating_level: settings.ratingLevel,
      question_prompt_id: settings.questionPromptId,
      rating_prompt_id: settings.ratingPromptId,
      conversation_prompt_id: settings.conversationPromptId,
      showSingleQuestionRating: settings.showSingleQuestionRating,
      showOverallRating: settings.showOverallRating,
      showExampleAnswer: settings.showExampleAnswer,
      showOverallFeedback: settings.showOverallFeedback,
      numberOfQuestions: settings.numberOfQuestions,
    };
  }
}
