import { type Actor, type TokenForSessionReply, createSessionBody, tokenForSessionBody } from '@checkin/contracts';
import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { ApiError, forbidden, notFound } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { CurrentActor, TokenGuard, type UserActor, UserGuard } from '../auth/guards.js';
import { Tokens } from '../auth/tokens.js';
import { TemplatesService } from '../templates/templates.service.js';
import { SessionsService, sessionView } from './sessions.service.js';

@Controller('sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly templates: TemplatesService,
    private readonly tokens: Tokens,
  ) {}

  @Post('createSession')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @SpecError('There was a problem creating the session')
  async create(@CurrentActor() actor: UserActor, @ZodBody(createSessionBody) body: z.infer<typeof createSessionBody>) {
    const template = await this.templates.find(body.assessment_template_id);
    if (!template || template.owner_id !== actor.userId) throw notFound('This check-in');
    const session = await this.sessions.create(actor.userId, template.id, body.name);
    return { data: sessionView(session) };
  }

  @Get('getSessionForSessionId/:id')
  @UseGuards(TokenGuard)
  @SpecError('There was a problem getting the session')
  async byId(@CurrentActor() actor: Actor, @Param('id') id: string) {
    const session = await this.sessions.find(id);
    const allowed = actor.kind === 'user' ? session?.owner_id === actor.userId : actor.sessionId === id;
    if (!session || !allowed) throw notFound('This session');
    return { data: sessionView(session) };
  }

  /** A student's way in: no account, a token for this session only. */
  @Post('gettokenforsession')
  @HttpCode(200)
  @SpecError('There was a problem getting the session')
  async tokenForSession(
    @ZodBody(tokenForSessionBody) body: z.infer<typeof tokenForSessionBody>,
  ): Promise<TokenForSessionReply> {
    const session = await this.sessions.find(body.session_id);
    if (!session) throw new ApiError(404, 'This check-in link is not valid. Ask your teacher for the right link.');
    if (session.archived) throw forbidden('This check-in is closed. Ask your teacher for a new link.');
    return { token: this.tokens.signStudent(session.id, session.template_id).token, template_id: session.template_id };
  }
}
