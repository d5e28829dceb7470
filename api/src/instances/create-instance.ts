import { type Actor, type CreateInstanceBody } from '@checkin/contracts';
import {
  type InstanceMode,
  type InstanceState,
  type LiveInstanceState,
  initialState,
  isUnderWay,
} from '@checkin/domain';
import { type ExecuteResult, InstanceEngine } from '@checkin/engine';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { RateLimiter } from '../auth/rate-limit/rate-limiter.js';
import { ApiError, forbidden, fromDomainError, notFound } from '../common/api-error.js';
import { Clock } from '../core/clock.js';
import { OrganizationCredits, isOutOfCredits, studentOutOfCredits } from '../credits/organization-credits.js';
import { SESSION_CLOSED, SessionsService } from '../sessions/sessions.service.js';
import { type TemplateMakingRow, TemplatesService } from '../templates/templates.service.js';
import { actorLabel } from './instance-access.js';
import { InstanceChannels } from './instance-channels.js';
import { isStudentOfSession, mayManageSession, mayManageTemplate } from '../access/policy.js';

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
    /** The caller's address, for the limits on creation. */
    readonly clientIp: string | null,
  ) {
    super();
  }
}

type StudentActor = Extract<Actor, { kind: 'student' }>;

/**
 * The id of a student's check-ins, in the order they make them: fixed by their token, so that two requests at
 * once (a double click, a reload mid-request) make one check-in, not two.
 */
function studentInstanceId(studentId: string, attempt: number): string {
  const hex = createHash('sha256').update(`student-instance:${studentId}:${attempt}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates a check-in: a teacher's preview (of their own CheckIn, or of a public or example one) or their own run
 * of it, or a student's in their session. Creation
 * is limited per address and per session (RATE_LIMIT_INSTANCE). A student token takes one check-in per session:
 * asking again answers the same one (a reload), unless the template allows retakes and that one is over.
 */
@CommandHandler(CreateInstanceCommand)
export class CreateInstanceHandler implements ICommandHandler<CreateInstanceCommand> {
  constructor(
    private readonly engine: InstanceEngine,
    private readonly templates: TemplatesService,
    private readonly sessions: SessionsService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly credits: OrganizationCredits,
    private readonly channels: InstanceChannels,
  ) {}

  async execute({ actor, body, clientIp }: CreateInstanceCommand): Promise<CreateInstanceReply> {
    await this.limiter.hit('instance_create', {
      ip: clientIp,
      account: actor.kind === 'student' ? actor.sessionId : null,
    });
    if (actor.kind === 'student') return this.forStudent(actor, body);

    const template = await this.templates.previewable(actor.userId, body.assessmentTemplateId);
    const own = mayManageTemplate(actor.userId, template);
    const sessionId = body.session_id ?? null;
    if (sessionId) {
      const session = await this.sessions.find(sessionId);
      if (!session || !mayManageSession(actor.userId, session) || session.template_id !== template.id) {
        throw new ApiError(400, 'Invalid request: session_id is not a session of this check-in', [
          { field: 'session_id', message: 'is not a session of this check-in' },
        ]);
      }
    }
    // Another teacher's shared CheckIn is only tried: a preview of their own, which its author never sees.
    const mode = own && body.mode && body.mode !== 'Student' ? body.mode : 'Preview';
    const result = await this.create(randomUUID(), template, { actor, sessionId, mode, body });
    if (!result.ok) throw fromDomainError(result.error);
    return replyOf(result.state);
  }

  private async forStudent(actor: StudentActor, body: CreateInstanceBody): Promise<CreateInstanceReply> {
    const sessionId = body.session_id ?? null;
    const ofStudent = sessionId !== null && isStudentOfSession(actor, sessionId);
    // The student's session and its CheckIn in one read; why a check-in cannot be made, only when it cannot.
    const session = ofStudent ? await this.sessions.withTemplate(sessionId) : null;
    if (!session || session.template.id !== body.assessmentTemplateId) {
      if (!(await this.templates.find(body.assessmentTemplateId))) throw notFound('This check-in');
      if (!ofStudent) throw forbidden('This link is for another check-in session.');
      throw forbidden('This link is for another check-in.');
    }
    if (session.archived) throw forbidden(SESSION_CLOSED);
    const { template } = session;

    for (let attempt = 0; ; attempt++) {
      const instanceId = studentInstanceId(actor.studentId, attempt);
      // Made as new without a read (a token's first check-in, nearly always): the append's expected version finds one
      // made already, by an earlier request or by the same student's other request at once, and that one is read.
      const result = await this.create(instanceId, template, { actor, sessionId, mode: 'Student', body }, initialState);
      if (result.ok) return replyOf(result.state);
      if (result.error.code !== 'InstanceAlreadyExists') throw fromDomainError(result.error);
      const state = result.state as LiveInstanceState;
      // A check-in the teacher deleted is gone for the student too: they may start afresh.
      if (state.deletedAt) continue;
      // One under way is the one; one over may be followed by another only with retakes allowed.
      if (isUnderWay(state.status) || !template.allow_retakes) return replyOf(state);
    }
  }

  /**
   * A check-in in Student mode spends one credit of its teacher's organisation in the same statement as its first
   * events: with none left, nothing is written and the student is told to let their teacher know. Other modes
   * (a teacher's preview or own run) spend none.
   */
  private async create(
    instanceId: string,
    template: TemplateMakingRow,
    how: { actor: Actor; sessionId: string | null; mode: InstanceMode; body: CreateInstanceBody },
    known?: InstanceState,
  ): Promise<ExecuteResult> {
    const { actor, sessionId, mode, body } = how;
    // A teacher's preview is theirs, whoever made the CheckIn; a student's check-in is the template's teacher's.
    const ownerId = actor.kind === 'user' ? actor.userId : template.owner_id;
    const now = this.clock.now();
    const credit = mode === 'Student' ? [this.credits.spendOneWith(ownerId, now)] : [];
    try {
      const result = await this.engine.execute(
        instanceId,
        {
          type: 'CreateInstance',
          data: {
            instanceId,
            templateId: template.id,
            sessionId,
            ownerId,
            mode,
            studentId: actor.kind === 'student' ? actor.studentId : null,
            studentName: body.student_name?.trim() || null,
            settings: await this.templates.settingsFor(template, ownerId),
            createdAt: now,
          },
        },
        { correlationId: randomUUID(), causationId: null, actor: actorLabel(actor) },
        known,
        credit,
      );
      // Its first question is the worker's: heard here, the first answer starts from it without a read.
      if (result.ok) this.channels.follow(instanceId);
      return result;
    } catch (error) {
      if (isOutOfCredits(error)) throw studentOutOfCredits();
      throw error;
    }
  }
}

function replyOf({ id, ownerId, sessionId, settings }: LiveInstanceState): CreateInstanceReply {
  return {
    assessmentInstanceId: id,
    grade: settings.grade,
    topic: settings.topic,
    owner_id: ownerId,
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
