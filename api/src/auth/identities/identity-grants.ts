import type { AuthSessionReply } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ClientInfo } from '../sessions/auth-sessions.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { FlowStates } from './flow-states.js';
import { IdTokens } from './id-tokens.js';
import { IdentityProviders } from './identity-providers.js';
import { profileOf } from './provider-profile.js';
import { UserOfIdentity } from './user-of-identity.js';

/** The token grants of sign-in through a provider, limited with password sign-ins (the token bucket). */
@Injectable()
export class IdentityGrants {
  constructor(
    private readonly flows: FlowStates,
    private readonly providers: IdentityProviders,
    private readonly idTokens: IdTokens,
    private readonly usersOfIdentities: UserOfIdentity,
    private readonly users: Users,
    private readonly issuer: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  /** grant_type=pkce: the code the callback redirected with, and the verifier of the client's challenge. */
  async pkce(authCode: string, codeVerifier: string, client: ClientInfo): Promise<AuthSessionReply> {
    await this.limiter.hit('token', { ip: client.ip });
    const { userId } = await this.flows.redeemCode(authCode, codeVerifier);
    const user = await this.users.findById(userId);
    if (!user) throw authError('flow_state_not_found');
    return this.issuer.signIn(user, 'oauth', client);
  }

  /** grant_type=id_token: an ID token the client got from the provider itself signs in as the callback does. */
  async idToken(
    body: { provider: string; id_token: string; nonce?: string | undefined },
    client: ClientInfo,
  ): Promise<AuthSessionReply> {
    await this.limiter.hit('token', { ip: client.ip });
    const provider = this.providers.get(body.provider);
    const claims = await this.idTokens.verify(provider, body.id_token, body.nonce);
    const user = await this.usersOfIdentities.resolve(profileOf(provider.id, provider.issuer, claims));
    return this.issuer.signIn(user, 'oauth', client);
  }
}
