import { Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { authError } from '../auth-errors.js';
import { Links } from '../mail/links.js';
import { FlowStates } from './flow-states.js';
import { IdentityProviders, type ProviderSettings } from './identity-providers.js';

/** What starts a trip to a provider: its id, where to land after, and the client's own PKCE challenge if any. */
export type FlowRequest = {
  provider: ProviderSettings;
  redirectTo: unknown;
  codeChallenge?: unknown;
  codeChallengeMethod?: unknown;
  scopes?: unknown;
  linkingUserId?: string | null;
};

const BASE_SCOPES = ['openid', 'email', 'profile'];
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]{1,100}$/;
const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * The address of the provider's sign-in page for a new flow state: our own PKCE challenge, state and nonce for the
 * provider. The landing page stays in the web app (PUBLIC_URL), else it is the dashboard.
 */
@Injectable()
export class StartFlow {
  constructor(
    private readonly providers: IdentityProviders,
    private readonly flows: FlowStates,
    private readonly links: Links,
  ) {}

  async run(request: FlowRequest): Promise<string> {
    const codeChallenge = challengeOf(request.codeChallenge, request.codeChallengeMethod);
    const config = await this.providers.configuration(request.provider);
    const flow = await this.flows.start({
      provider: request.provider.id,
      redirectTo: this.links.redirect(request.redirectTo, '/dashboard'),
      codeChallenge,
      linkingUserId: request.linkingUserId ?? null,
    });
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.providers.callbackUrl,
      scope: scopesOf(request.scopes),
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.code_verifier),
      code_challenge_method: 'S256',
    }).href;
  }
}

/** The client's PKCE challenge: S256 only (a plain one would put the verifier in the address bar). */
function challengeOf(challenge: unknown, method: unknown): string | null {
  if (challenge === undefined || challenge === '') return null;
  if (method !== undefined && (typeof method !== 'string' || method.toLowerCase() !== 's256')) {
    throw authError('bad_code_challenge');
  }
  if (typeof challenge !== 'string' || !CODE_CHALLENGE.test(challenge)) throw authError('bad_code_challenge');
  return challenge;
}

/** openid email profile, and the scopes the client adds (space- or comma-separated). */
function scopesOf(extra: unknown): string {
  const asked = typeof extra === 'string' ? extra.split(/[\s,]+/).filter((s) => SCOPE_TOKEN.test(s)) : [];
  return [...new Set([...BASE_SCOPES, ...asked])].join(' ');
}
