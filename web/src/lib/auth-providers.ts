import type { AuthSettingsReply } from '@checkin/contracts';
import { AuthError } from './auth-error';
import { type AuthIdentity, type AuthSession, type AuthUser, CODE_VERIFIER_KEY, LINKING_KEY } from './auth-session';
import { toAuthError } from './auth-timing';
import { codeChallengeS256, newCodeVerifier, readCodeFromUrl } from './auth-pkce';
import { AUTH_BASE, SessionKeeper } from './session-keeper';
import type { UrlAuthResult } from './session-from-url';

export type { AuthSettingsReply, ExternalProvider } from '@checkin/contracts';

/** What to offer when the server's settings cannot be read: email sign-in, no identity provider. */
export const NO_PROVIDER_SETTINGS: AuthSettingsReply = {
  external: { email: true },
  providers: [],
  mfa: { totp: true },
  disable_signup: false,
};

/**
 * Identity providers (OpenID Connect) on top of the session: sign in with one by PKCE, link and unlink them, and
 * the server's settings that say which are offered. The user as the server has it now is also read from here.
 */
export class ProviderAccounts extends SessionKeeper {
  private settings: Promise<AuthSettingsReply> | null = null;

  /** GET /auth/v1/settings, once; any failure (an older server, no answer) reads as "no providers", not kept. */
  getSettings(): Promise<AuthSettingsReply> {
    this.settings ??= this.call<AuthSettingsReply>({ method: 'GET', path: '/settings' }).then(
      (reply) => ({
        ...NO_PROVIDER_SETTINGS,
        ...reply,
        providers: Array.isArray(reply?.providers) ? reply.providers : [],
      }),
      () => {
        this.settings = null;
        return NO_PROVIDER_SETTINGS;
      },
    );
    return this.settings;
  }

  /**
   * Leaves for the provider's sign-in page by way of GET /auth/v1/authorize. The verifier stays in this tab; the
   * provider comes back to `redirectTo` with ?code=, which the client exchanges when the page starts.
   */
  async signInWithOAuth({ provider, redirectTo }: { provider: string; redirectTo?: string }): Promise<{ url: string }> {
    const verifier = newCodeVerifier();
    this.o.verifierStorage.setItem(CODE_VERIFIER_KEY, verifier);
    const query = new URLSearchParams({
      provider,
      ...(redirectTo ? { redirect_to: redirectTo } : {}),
      code_challenge: await codeChallengeS256(verifier),
      code_challenge_method: 'S256',
    });
    const url = `${AUTH_BASE}/authorize?${query}`;
    this.o.navigate(url);
    return { url };
  }

  /** POST /auth/v1/token?grant_type=pkce with the code and this tab's verifier: the session (SIGNED_IN). */
  async exchangeCodeForSession(authCode: string): Promise<AuthSession> {
    const verifier = this.o.verifierStorage.getItem(CODE_VERIFIER_KEY);
    if (!verifier) throw new AuthError('PKCE code verifier not found in storage', 400, 'pkce_verifier_missing');
    try {
      const body = await this.call({
        method: 'POST',
        path: '/token?grant_type=pkce',
        body: { auth_code: authCode, code_verifier: verifier },
      });
      return this.signedIn(this.toSession(body), 'SIGNED_IN');
    } finally {
      this.o.verifierStorage.removeItem(CODE_VERIFIER_KEY); // single use, whatever the answer
    }
  }

  protected override async takeUrlCode(): Promise<UrlAuthResult> {
    const found = readCodeFromUrl(this.o.url.search?.() ?? '');
    if (this.o.verifierStorage.getItem(LINKING_KEY) !== null) {
      this.o.verifierStorage.removeItem(LINKING_KEY); // back from linking: only an error needs reading
      if (found.kind === 'error') return found;
    }
    if (this.o.verifierStorage.getItem(CODE_VERIFIER_KEY) === null || found.kind === 'none') return { kind: 'none' };
    if (found.kind === 'error') {
      this.o.verifierStorage.removeItem(CODE_VERIFIER_KEY);
      return found;
    }
    try {
      const session = await this.exchangeCodeForSession(found.code);
      const nowS = Math.floor(this.o.now() / 1000);
      return { kind: 'session', session, type: 'pkce', issuedAt: nowS, stale: false };
    } catch (caught) {
      return { kind: 'error', error: toAuthError(caught) };
    }
  }

  /** GET /auth/v1/user: the account as the server has it now, kept with the session when it changed. */
  async refreshUser(): Promise<AuthUser> {
    const token = await this.token();
    const user = await this.call<AuthUser>({ method: 'GET', path: '/user' }, token);
    const session = this.getSession();
    if (session?.access_token === token && JSON.stringify(session.user) !== JSON.stringify(user)) {
      this.save({ ...session, user }, 'USER_UPDATED');
    }
    return user;
  }

  async getUserIdentities(): Promise<{ identities: AuthIdentity[] }> {
    return { identities: (await this.refreshUser()).identities ?? [] };
  }

  /** Leaves for the provider to link it to this account; the provider comes back to `redirectTo`. */
  async linkIdentity({ provider, redirectTo }: { provider: string; redirectTo?: string }): Promise<{ url: string }> {
    const query = new URLSearchParams({ provider, ...(redirectTo ? { redirect_to: redirectTo } : {}) });
    const reply = await this.call<{ url?: unknown }>(
      { method: 'GET', path: `/user/identities/authorize?${query}` },
      await this.token(),
    );
    if (typeof reply?.url !== 'string') throw new AuthError('The server gave no address to link with', 500);
    this.o.verifierStorage.setItem(LINKING_KEY, provider);
    this.o.navigate(reply.url);
    return { url: reply.url };
  }

  /** DELETE /auth/v1/user/identities/{id}; the last one is refused (422 single_identity_not_deletable). */
  async unlinkIdentity(identity: Pick<AuthIdentity, 'identity_id'>): Promise<void> {
    const path = `/user/identities/${encodeURIComponent(identity.identity_id)}`;
    await this.call({ method: 'DELETE', path }, await this.token());
    await this.refreshUser().catch(() => undefined);
  }
}
