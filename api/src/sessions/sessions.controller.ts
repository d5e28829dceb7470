import {
  type Actor,
  CREATE_SESSION_FAILED,
  GET_SESSIONS_FAILED,
  GET_SESSION_FAILED,
  type SessionListItem,
  type SessionListReply,
  type SessionView,
  type TokenForSessionReply,
  UPDATE_SESSION_FAILED,
  createSessionBody,
  tokenForSessionBody,
  updateSessionBody,
} from '@checkin/contracts';
import { Controller, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, forbidden, notFound } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { clientInfo } from '../auth/client-info.js';
import { CurrentActor, TokenGuard, type UserActor, UserGuard } from '../auth/guards.js';
import { RateLimiter } from '../auth/rate-limit/rate-limiter.js';
import { Tokens } from '../auth/tokens.js';
import { TemplatesService } from '../templates/templates.service.js';
import { SESSION_CLOSED, SessionsService, sessionView } from './sessions.service.js';
import { isStudentOfSession, mayManageTemplate } from '../access/policy.js';

@Controller('sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly templates: TemplatesService,
    private readonly tokens: Tokens,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('createSession')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @SpecError(CREATE_SESSION_FAILED)
  async create(
    @CurrentActor() actor: UserActor,
    @ZodBody(createSessionBody) body: z.infer<typeof createSessionBody>,
  ): Promise<{ message: string; data: SessionListItem }> {
    const template = await this.templates.owned(actor.userId, body.assessment_template_id, 'share');
    const session = await this.sessions.create(actor.userId, template.id, body.name);
    return { message: 'Session created', data: await this.sessions.withCount(session) };
  }

  /** Renames, closes (`archived: true`: no new students; those inside may finish) or reopens a session. */
  @Patch('updateSession')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError(UPDATE_SESSION_FAILED)
  async update(
    @CurrentActor() actor: UserActor,
    @ZodBody(updateSessionBody) body: z.infer<typeof updateSessionBody>,
  ): Promise<{ message: string; data: SessionListItem }> {
    const session = await this.sessions.owned(actor.userId, body.session_id);
    const updated = await this.sessions.update(session.id, body.logObject);
    return { message: 'Session updated', data: await this.sessions.withCount(updated) };
  }

  @Get('getSessionsForTemplateId/:id')
  @UseGuards(UserGuard)
  @SpecError(GET_SESSIONS_FAILED)
  async forTemplate(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<SessionListReply> {
    const template = await this.templates.find(id);
    if (!template || !mayManageTemplate(actor.userId, template)) throw notFound('This check-in');
    return { data: await this.sessions.withCounts(await this.sessions.listForTemplate(template.id)) };
  }

  /** The caller's open sessions, across their CheckIns. */
  @Get('getSessionsForUser')
  @UseGuards(UserGuard)
  @SpecError(GET_SESSIONS_FAILED)
  async mine(@CurrentActor() actor: UserActor): Promise<SessionListReply> {
    return { data: await this.sessions.withCounts(await this.sessions.listForUser(actor.userId, false)) };
  }

  /** The caller's closed sessions. */
  @Get('getArchivedSessionsForUser')
  @UseGuards(UserGuard)
  @SpecError(GET_SESSIONS_FAILED)
  async archived(@CurrentActor() actor: UserActor): Promise<SessionListReply> {
    return { data: await this.sessions.withCounts(await this.sessions.listForUser(actor.userId, true)) };
  }

  /** Its teacher gets the session with counts; its students the session alone. */
  @Get('getSessionForSessionId/:id')
  @UseGuards(TokenGuard)
  @SpecError(GET_SESSION_FAILED)
  async byId(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<{ data: SessionView | SessionListItem }> {
    if (actor.kind === 'user') {
      const session = await this.sessions.owned(actor.userId, id);
      return { data: await this.sessions.withCount(session) };
    }
    const session = await this.sessions.find(id);
    if (!session || !isStudentOfSession(actor, session.id)) throw notFound('This session');
    return { data: sessionView(session) };
  }

  /**
   * A student's way in: no account, a token for this session only. Each token is a new student, so tokens are
   * limited per address and per session (RATE_LIMIT_STUDENT_TOKEN); closing the session ends a flood.
   */
  @Post('gettokenforsession')
  @HttpCode(200)
  @SpecError(GET_SESSION_FAILED)
  async tokenForSession(
    @ZodBody(tokenForSessionBody) body: z.infer<typeof tokenForSessionBody>,
    @Req() request: FastifyRequest,
  ): Promise<TokenForSessionReply> {
    await this.limiter.hit('student_token', { ip: clientInfo(request).ip, account: body.session_id });
    const session = await this.sessions.find(body.session_id);
    if (!session) throw new ApiError(404, 'This check-in link is not valid. Ask your teacher for the right link.');
    if (session.archived) throw forbidden(SESSION_CLOSED);
    return { token: this.tokens.signStudent(session.id, session.template_id).token, template_id: session.template_id };
  }
}
