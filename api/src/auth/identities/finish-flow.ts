import { Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { ApiError } from '../../common/api-error.js';
import { isBanned } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { Links } from '../mail/links.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';
import { errorFragment, sessionFragment } from '../sessions/session-fragment.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { type FlowStateRow, FlowStates } from './flow-states.js';
import { IdentityProviders, type ProviderSettings } from './identity-providers.js';
import { profileOf } from './provider-profile.js';
import { UserOfIdentity } from './user-of-identity.js';

/** Where the browser goes next: the landing page with a code in its query, a session or an error in its fragment. */
export type Landing = { url: string; fragment: URLSearchParams | null };

/** The sign-in page when a callback's state tells nothing of where its flow meant to land. */
const NO_FLOW_LANDING = '/login';

/**
 * GET /auth/v1/callback: the provider sends the browser back with a code. It is exchanged at the provider (state,
 * nonce and PKCE checked), the identity's user found, made or linked; then a client that sent a PKCE challenge
 * gets a code to exchange, any other the session in the fragment, as a mailed link gives it.
 */
@Injectable()
export class FinishFlow {
  private readonly logger = new Logger(FinishFlow.name);

  constructor(
    private readonly providers: IdentityProviders,
    private readonly flows: FlowStates,
    private readonly users: UserOfIdentity,
    private readonly issuer: SessionIssuer,
    private readonly links: Links,
  ) {}

  async run(query: Record<string, unknown>, client: ClientInfo): Promise<Landing> {
    const state = typeof query.state === 'string' ? query.state : '';
    const taken = state ? await this.flows.take(state) : { kind: 'spent' as const, redirectTo: null };
    if (taken.kind === 'spent') {
      const landing = taken.redirectTo ?? this.links.page(NO_FLOW_LANDING);
      return { url: landing, fragment: errorFragment(authError('bad_oauth_state')) };
    }
    const flow = taken.flow;
    try {
      return await this.complete(flow, query, client);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const kind = error.status >= 500 ? 'server_error' : 'access_denied';
      return { url: flow.redirect_to, fragment: errorFragment(error, kind) };
    }
  }

  private async complete(flow: FlowStateRow, query: Record<string, unknown>, client: ClientInfo): Promise<Landing> {
    if (typeof query.error === 'string') throw authError('bad_oauth_callback');
    const provider = this.providers.get(flow.provider);
    const claims = await this.exchange(provider, flow, query);
    const user = await this.users.resolve(profileOf(provider.id, provider.issuer, claims), flow.linking_user_id);
    if (isBanned(user)) throw authError('user_banned');
    if (flow.code_challenge) {
      const url = new URL(flow.redirect_to);
      url.hash = '';
      url.searchParams.set('code', await this.flows.issueCode(user.id, provider.id, flow.code_challenge));
      return { url: url.href, fragment: null };
    }
    const session = await this.issuer.signIn(user, 'oauth', client);
    return { url: flow.redirect_to, fragment: sessionFragment(session, 'oauth') };
  }

  /** The claims of the ID token (and userinfo, for a provider that keeps the address out of the token). */
  private async exchange(
    provider: ProviderSettings,
    flow: FlowStateRow,
    query: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const config = await this.providers.configuration(provider);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
    try {
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.providers.callbackUrl}?${params}`), {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims: Record<string, unknown> = { ...tokens.claims()! };
      if (!claims.email && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub as string);
        return { ...info, ...claims };
      }
      return claims;
    } catch (error) {
      this.logger.warn(`Sign-in at ${provider.issuer} failed: ${(error as Error).message}`);
      throw authError('bad_oauth_callback');
    }
  }
}
