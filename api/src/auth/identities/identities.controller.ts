import { type AuthSettingsReply, type SsoBody, ssoBody } from '@checkin/contracts';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodBody } from '../../common/zod-body.js';
import { authError } from '../auth-errors.js';
import { clientInfo } from '../client-info.js';
import { CurrentActor, UserGuard, type UserActor } from '../guards.js';
import { redirectNoStore, redirectWithFragment } from '../sessions/session-fragment.js';
import { ExternalIdentities } from './external-identities.js';
import { FinishFlow } from './finish-flow.js';
import { IdentityProviders } from './identity-providers.js';
import { type FlowRequest, StartFlow } from './start-flow.js';

type AuthorizeQuery = Record<string, unknown>;

/**
 * Sign-in and account linking through OpenID Connect providers, shaped like the hosted provider: its settings,
 * authorize and callback, single sign-on, and the signed-in user's identities.
 */
@Controller('auth/v1')
export class IdentitiesController {
  constructor(
    private readonly providers: IdentityProviders,
    private readonly startFlow: StartFlow,
    private readonly finishFlow: FinishFlow,
    private readonly identities: ExternalIdentities,
  ) {}

  /** What this installation offers: the web app hides the providers that are not set up. */
  @Get('settings')
  settings(): AuthSettingsReply {
    return this.providers.settings();
  }

  @Get('authorize')
  async authorize(@Query() query: AuthorizeQuery, @Res() response: FastifyReply): Promise<void> {
    redirectNoStore(response, await this.startFlow.run(this.flowOf(query)));
  }

  @Get('callback')
  async callback(
    @Query() query: AuthorizeQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    const landing = await this.finishFlow.run(query, clientInfo(request));
    if (landing.fragment) return redirectWithFragment(response, 302, landing.url, landing.fragment);
    redirectNoStore(response, landing.url);
  }

  /** Single sign-on through the generic provider, by its id or by the domain of the user's address. */
  @Post('sso')
  @HttpCode(200)
  async sso(@ZodBody(ssoBody) body: SsoBody): Promise<{ url: string }> {
    const provider = body.provider_id ? this.ssoProvider(body.provider_id) : this.providers.forDomain(body.domain!);
    if (!provider) throw authError('sso_provider_not_found');
    const url = await this.startFlow.run({
      provider,
      redirectTo: body.redirect_to,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
    });
    return { url };
  }

  /** The address that takes the signed-in user to the provider, whose identity then joins their account. */
  @Get('user/identities/authorize')
  @UseGuards(UserGuard)
  async link(@CurrentActor() actor: UserActor, @Query() query: AuthorizeQuery): Promise<{ url: string }> {
    return { url: await this.startFlow.run({ ...this.flowOf(query), linkingUserId: actor.userId }) };
  }

  @Delete('user/identities/:identityId')
  @UseGuards(UserGuard)
  async unlink(@CurrentActor() actor: UserActor, @Param('identityId') identityId: string): Promise<object> {
    await this.identities.unlink(actor.userId, identityId);
    return {};
  }

  /** The flow an authorize call asks for, in the hosted provider's query parameters. */
  private flowOf(query: AuthorizeQuery): FlowRequest {
    return {
      provider: this.providers.get(query.provider),
      redirectTo: query.redirect_to,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
      scopes: query.scopes,
    };
  }

  /** Google is not a single sign-on provider: only the generic one answers to its id. */
  private ssoProvider(id: string) {
    if (id === 'google') return null;
    try {
      return this.providers.get(id);
    } catch {
      return null;
    }
  }
}
