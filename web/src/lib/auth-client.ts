import {
  type AuthChangeEvent,
  GoTrueClient,
  type SupportedStorage,
  type UserAttributes,
  type VerifyOtpParams,
} from '@supabase/auth-js';
import { API_BASE } from './api-client';
import { AuthError, NO_TOKEN_MESSAGE } from './auth-error';
import { AuthMfa } from './auth-mfa';
import { RefusalNotes } from './auth-refusals';
import { type AuthSettingsReply, settingsFrom } from './auth-providers';
import {
  AUTH_STORAGE_KEY,
  type AuthIdentity,
  type AuthSession,
  type AuthUser,
  type SignOutReason,
  asSession,
  decodeJwtPayload,
  isAccountSession,
  LINKING_KEY,
  markAuthReady,
  notifyAuthChange,
  setSignOutReason,
} from './auth-session';
import { type PageUrl, type UrlAuthResult, pageUrl, readAuthUrl } from './auth-url';
import { resetStores } from './store-reset';

export const AUTH_BASE = '/auth/v1';
/** How often a signed-in teacher's account status is checked again. */
export const STATUS_CHECK_INTERVAL_MS = 5 * 60_000;

export type AuthEvent = AuthChangeEvent;
export type SignOutScope = 'global' | 'local';
export type StatusCheck = 'allowed' | 'refused' | 'unknown';

export type AuthClientOptions = {
  fetch?: typeof fetch;
  storage?: SupportedStorage;
  url?: PageUrl;
  resetStores?: () => void;
};

const subjectOf = (session: { access_token: string } | null) =>
  session ? decodeJwtPayload(session.access_token)?.sub : undefined;
const sessionOf = (value: unknown): AuthSession => {
  const session = asSession(value);
  if (!session) throw new AuthError('The server did not return a session', 500, 'invalid_session');
  return session;
};

/**
 * The app's auth client: the hosted provider's own client (@supabase/auth-js), which keeps the session in
 * localStorage `checkin.auth` (read synchronously by lib/auth-session.ts), refreshes it, and follows other tabs;
 * and around it what is the product's own: the account status check and its forced sign-out, forgetting one
 * account's data when another signs in, which link the page was opened from, and errors as the pages read them.
 */
export class AuthClient {
  readonly auth: GoTrueClient;
  readonly mfa: AuthMfa;
  private readonly notes = new RefusalNotes();
  private readonly o: Required<AuthClientOptions>;
  private starting: Promise<{ error: AuthError | null }> | null = null;
  private fromUrl: UrlAuthResult = { kind: 'none' };
  private forced = false;
  private ending: SignOutReason | null = null;
  private subject: unknown;
  private settings: Promise<AuthSettingsReply> | null = null;
  private statusTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  /** Set while a password reset link's session is taken up: its sign-in is announced as PASSWORD_RECOVERY. */
  private recovering = false;
  /** What other tabs announce (the provider's client tells them each change), heard before the provider's client. */
  private readonly otherTabs: BroadcastChannel | null;

  constructor(options: AuthClientOptions = {}) {
    this.o = {
      fetch: (...args) => fetch(...args),
      storage: localStorage,
      url: pageUrl,
      resetStores: () => void resetStores(),
      ...options,
    };
    // Opened first, so heard first: a sign-out in another tab is the teacher's own doing, not an ended session.
    this.otherTabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_STORAGE_KEY);
    this.otherTabs?.addEventListener('message', (message: MessageEvent<{ event?: unknown }>) => {
      if (message.data?.event === 'SIGNED_OUT') this.ending ??= 'requested';
    });
    this.auth = new GoTrueClient({
      url: `${typeof location === 'undefined' ? '' : location.origin}${AUTH_BASE}`,
      storage: this.o.storage,
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      flowType: 'pkce',
      fetch: this.notes.watch(this.o.fetch),
    });
    this.mfa = new AuthMfa(this.auth, this.notes);
    this.auth.onAuthStateChange(this.onEvent);
  }

  /** Waits for the stored session, then takes up what the address brought. Runs once. */
  initialize(): Promise<{ error: AuthError | null }> {
    return (this.starting ??= this.start());
  }

  onAuthStateChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void {
    const { subscription } = this.auth.onAuthStateChange((event, session) =>
      listener(this.recovering && event === 'SIGNED_IN' ? 'PASSWORD_RECOVERY' : event, asSession(session)),
    ).data;
    return () => subscription.unsubscribe();
  }

  /** What the last mail link brought: a session (and which link it was), an error, or nothing. */
  get urlResult(): UrlAuthResult {
    return this.fromUrl;
  }

  /** Set when the server's user-status check refused the account (spec §4): it was signed out for that. */
  get forcedLogOut(): boolean {
    return this.forced;
  }

  /** The token for an API call, renewed first when about to expire; without a session, "No token found". */
  async getAccessToken(): Promise<string> {
    await this.initialize();
    const { data, error } = await this.auth.getSession();
    if (error && this.notes.toAuthError(error).retryable) throw this.notes.toAuthError(error);
    if (!isAccountSession(asSession(data.session))) throw new AuthError(NO_TOKEN_MESSAGE, 401, 'no_token');
    return data.session!.access_token;
  }

  async signInWithPassword(credentials: { email: string; password: string }): Promise<AuthSession> {
    return sessionOf((await this.notes.unwrap(this.auth.signInWithPassword(credentials))).session);
  }

  /** Creates the account; the server mails a confirmation link and gives no session until it is used. */
  async signUp({ email, password, data }: { email: string; password: string; data?: Record<string, unknown> }) {
    const reply = await this.notes.unwrap(this.auth.signUp({ email, password, options: { data } }));
    return { user: reply.user as unknown as AuthUser | null, session: asSession(reply.session) };
  }

  /** Mails a sign-in link with a 6-digit code. */
  async signInWithOtp(params: { email: string; options?: { shouldCreateUser?: boolean } }): Promise<void> {
    await this.notes.unwrap(this.auth.signInWithOtp(params));
  }

  async verifyOtp(params: VerifyOtpParams): Promise<AuthSession> {
    return sessionOf((await this.notes.unwrap(this.auth.verifyOtp(params))).session);
  }

  async resetPasswordForEmail(email: string): Promise<void> {
    await this.notes.unwrap(this.auth.resetPasswordForEmail(email));
  }

  /** Changes email (confirmed by both addresses), password (with the current one or the mailed nonce) or names. */
  async updateUser(attributes: UserAttributes & { current_password?: string }): Promise<AuthUser> {
    return (await this.notes.unwrap(this.auth.updateUser(attributes))).user as unknown as AuthUser;
  }

  /** Mails a code to give as `nonce` to updateUser, when the server wants a fresh proof before a password change. */
  async reauthenticate(): Promise<void> {
    await this.notes.unwrap(this.auth.reauthenticate());
  }

  /**
   * Never fails locally: the session is cleared and the stores reset whatever the server says; any failure other
   * than "already ended" comes back as `error`.
   */
  async signOut(options: { scope?: SignOutScope } = {}): Promise<{ error: AuthError | null }> {
    return this.endSession(options.scope ?? 'global', 'requested');
  }

  /** Leaves for the provider's sign-in page (PKCE); it comes back to `redirectTo` with ?code=, taken up at start. */
  async signInWithOAuth({ provider, redirectTo }: { provider: string; redirectTo?: string }): Promise<{ url: string }> {
    const reply = await this.notes.unwrap(
      this.auth.signInWithOAuth({ provider: provider as 'google', options: { redirectTo } }),
    );
    return { url: reply.url };
  }

  /** Leaves for the provider to link it to this account; it comes back to `redirectTo`. */
  async linkIdentity({ provider, redirectTo }: { provider: string; redirectTo?: string }): Promise<{ url: string }> {
    sessionStorage.setItem(LINKING_KEY, provider);
    const reply = await this.notes.unwrap(
      this.auth.linkIdentity({ provider: provider as 'google', options: { redirectTo } }),
    );
    return { url: reply.url };
  }

  async getUserIdentities(): Promise<{ identities: AuthIdentity[] }> {
    return (await this.notes.unwrap(this.auth.getUserIdentities())) as { identities: AuthIdentity[] };
  }

  /** The last identity is refused (422 single_identity_not_deletable). */
  async unlinkIdentity(identity: Pick<AuthIdentity, 'identity_id'>): Promise<void> {
    const { identities } = await this.getUserIdentities();
    const found = identities.find((candidate) => candidate.identity_id === identity.identity_id);
    await this.notes.unwrap(this.auth.unlinkIdentity({ ...found, identity_id: identity.identity_id } as never));
  }

  /** GET /auth/v1/settings, kept once read; a failure (an older server, no answer) is not kept, so it is asked again. */
  getSettings(): Promise<AuthSettingsReply> {
    this.settings ??= this.o
      .fetch(`${AUTH_BASE}/settings`)
      .then(settingsFrom)
      .catch((error: unknown) => {
        this.settings = null;
        throw error;
      });
    return this.settings;
  }

  /** Spec §4: a refusal (401, 403, or no success flag) sets the forced flag and signs out; no answer is no verdict. */
  async checkUserStatus(): Promise<StatusCheck> {
    const { session } = (await this.auth.getSession()).data;
    if (!session) return 'unknown';
    let response: Response, body: unknown;
    try {
      response = await this.o.fetch(`${API_BASE}/auth/check_user_status`, {
        headers: { 'x-auth-token': session.access_token },
      });
      body = await response.json().catch(() => undefined);
    } catch {
      return 'unknown';
    }
    if (response.ok && (body as { success?: unknown } | undefined)?.success === true) return 'allowed';
    if (!response.ok && response.status !== 401 && response.status !== 403) return 'unknown';
    // An answer about a session that has since changed (another sign-in) says nothing about the new one.
    if ((await this.auth.getSession()).data.session?.access_token !== session.access_token) return 'unknown';
    await this.endSession('local', 'forced');
    return 'refused';
  }

  /** Stops refreshing, listening and checking (tests; a client replaced by another). */
  stop(): void {
    this.stopped = true;
    if (this.statusTimer) clearInterval(this.statusTimer);
    this.otherTabs?.close();
    void this.auth.dispose();
  }

  private async start(): Promise<{ error: AuthError | null }> {
    try {
      await this.auth.initialize();
      if (this.stopped) return { error: null }; // replaced before it started: the address is its successor's
      this.fromUrl = await this.takeUpUrl();
      if ((await this.auth.getSession()).data.session) void this.checkUserStatus();
      this.statusTimer = setInterval(() => void this.checkUserStatus(), STATUS_CHECK_INTERVAL_MS);
    } finally {
      if (!this.stopped) markAuthReady();
    }
    return { error: this.fromUrl.kind === 'error' ? this.fromUrl.error : null };
  }

  /** A mail link's session (its fragment) or a provider's code (its query); cleaned from the address once read. */
  private async takeUpUrl(): Promise<UrlAuthResult> {
    const { url } = this.o;
    const expectingCode = url.expectingCode();
    sessionStorage.removeItem(LINKING_KEY);
    const found = readAuthUrl(url.hash(), url.search(), expectingCode);
    if (found.kind === 'none') return found;
    try {
      if (found.kind === 'error') return found;
      if (found.kind === 'code') {
        await this.notes.unwrap(this.auth.exchangeCodeForSession(found.code));
        return { kind: 'session', type: 'pkce' };
      }
      this.recovering = found.type === 'recovery';
      await this.notes.unwrap(this.auth.setSession(found));
      return { kind: 'session', type: found.type };
    } catch (caught) {
      return { kind: 'error', error: this.notes.toAuthError(caught) };
    } finally {
      this.recovering = false;
      url.clean();
    }
  }

  private async endSession(scope: SignOutScope, reason: SignOutReason): Promise<{ error: AuthError | null }> {
    this.ending = reason;
    const { error } = await this.auth.signOut({ scope });
    // The server could not be told: this browser forgets the session all the same.
    if (error) this.o.storage.removeItem(AUTH_STORAGE_KEY);
    if (this.ending) this.onEvent('SIGNED_OUT', null);
    this.forced = reason === 'forced';
    return { error: error ? this.notes.toAuthError(error) : null };
  }

  private readonly onEvent = (event: AuthChangeEvent, session: { access_token: string } | null): void => {
    const subject = subjectOf(session);
    if (event === 'SIGNED_OUT') {
      setSignOutReason(this.ending ?? 'expired');
      this.ending = null;
      this.o.resetStores();
    } else if (session && this.subject && subject !== this.subject) {
      this.o.resetStores(); // another account's data must not show through to this one
    }
    if (event === 'SIGNED_IN' && session) {
      this.forced = false;
      setSignOutReason(null);
    }
    this.subject = subject;
    notifyAuthChange();
  };
}

export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  return new AuthClient(options);
}
