import { API_BASE } from './api-client';
import { AuthError, NO_TOKEN_MESSAGE, SESSION_MISSING_MESSAGE, authErrorFromResponse } from './auth-error';
import { type AuthEvent, AuthEvents, type AuthListener } from './auth-events';
import {
  AUTH_STORAGE_KEY,
  type AuthSession,
  type AuthUser,
  type SignOutReason,
  asSession,
  decodeJwtPayload,
  isAccountSession,
  markAuthReady,
  markSecondFactorDue,
  notifyAuthChange,
  parseSession,
  setSignOutReason,
} from './auth-session';
import {
  AUTO_REFRESH_TICK_MS,
  REFRESH_THRESHOLD_MS,
  STATUS_CHECK_INTERVAL_MS,
  toAuthError,
  withBackoff,
} from './auth-timing';
import type { AuthTransport, HttpRequest } from './auth-transport';
import { type UrlAuthResult, type UrlSession, readSessionFromUrl } from './session-from-url';

export const AUTH_BASE = '/auth/v1';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** Runs `run` while holding the named lock, shared by every tab of the site. */
export type Lock = <T>(name: string, run: () => Promise<T>) => Promise<T>;

export type AuthClientOptions = {
  transport: AuthTransport;
  storage?: StorageLike;
  /**
   * The address a mail link or a provider sign-in lands on: its fragment, its query (?code=), and a way to drop
   * what they put there.
   */
  url?: { hash(): string; search?(): string; clean(): void };
  /** Where a provider sign-in keeps its PKCE verifier until the code comes back: this tab only (sessionStorage). */
  verifierStorage?: StorageLike;
  /** Leaves for another address (an identity provider's sign-in page). */
  navigate?: (url: string) => void;
  lock?: Lock;
  resetStores?: () => void;
  warn?: (...args: unknown[]) => void;
  now?: () => number;
};

export type SignOutScope = 'global' | 'local';
export type StatusCheck = 'allowed' | 'refused' | 'unknown';

const REFRESH_LOCK = 'checkin.auth.refresh';
const subjectOf = (session: AuthSession | null) => (session ? decodeJwtPayload(session.access_token)?.sub : undefined);

/**
 * The session's side of the auth client (spec §4, §5, §9): where it is kept (localStorage `checkin.auth`, which
 * lib/auth-session.ts and other tabs read), the mail link's session, refresh with back-off and one at a time, the
 * ticks, other tabs, the user-status check, and the events. The account operations are in auth-client.ts.
 */
export class SessionKeeper {
  private readonly events = new AuthEvents();
  private starting: Promise<{ error: AuthError | null }> | null = null;
  private refreshing: Promise<AuthSession> | null = null;
  /** The session this tab last knew of, to tell what another tab changed. */
  private known: AuthSession | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private lastStatusCheck = 0;
  protected forced = false;
  private stopped = false;
  private fromUrl: UrlAuthResult = { kind: 'none' };

  constructor(protected readonly o: Required<AuthClientOptions>) {}

  /** Reads a session from the address, else renews an expired stored one; then ticks. Runs once. */
  initialize(): Promise<{ error: AuthError | null }> {
    return (this.starting ??= this.start());
  }

  onAuthStateChange(listener: AuthListener): () => void {
    const off = this.events.on(listener);
    void this.initialize().then(() => {
      if (this.events.has(listener)) this.events.emit1(listener, 'INITIAL_SESSION', this.getSession());
    });
    return off;
  }

  /** The stored session of a teacher or admin (a student's token is none), possibly expired. */
  getSession(): AuthSession | null {
    const session = parseSession(this.read());
    return isAccountSession(session) ? session : null;
  }

  getUser(): AuthUser | null {
    return this.getSession()?.user ?? null;
  }

  /** What the last mail link brought: a session (and which link it was), an error, or nothing. */
  get urlResult(): UrlAuthResult {
    return this.fromUrl;
  }

  /** Set when the server's user-status check refused the account (spec §4): it was signed out for that. */
  get forcedLogOut(): boolean {
    return this.forced;
  }

  /** The token for an API call, renewed first when it is about to expire; without a session, "No token found". */
  async getAccessToken(): Promise<string> {
    await this.initialize();
    const session = this.getSession();
    if (!session) throw new AuthError(NO_TOKEN_MESSAGE, 401, 'no_token');
    if (!this.expiresSoon(session)) return session.access_token;
    try {
      return (await this.refresh()).access_token;
    } catch (caught) {
      const error = toAuthError(caught);
      if (error.retryable && session.expires_at * 1000 > this.o.now()) return session.access_token;
      throw error.retryable ? error : new AuthError(NO_TOKEN_MESSAGE, 401, 'no_token');
    }
  }

  refreshSession(): Promise<AuthSession> {
    return this.refresh();
  }

  /** Spec §4: a refusal (401, 403, or no success flag) sets the forced flag and signs out; no answer is no verdict. */
  async checkUserStatus(): Promise<StatusCheck> {
    const session = this.getSession();
    if (!session) return 'unknown';
    this.lastStatusCheck = this.o.now();
    let status: number, body: unknown;
    try {
      ({ status, body } = await this.o.transport.send({
        method: 'GET',
        path: `${API_BASE}/auth/check_user_status`,
        headers: { 'x-auth-token': session.access_token },
      }));
    } catch {
      return 'unknown';
    }
    const ok = status >= 200 && status < 300;
    if (ok && (body as { success?: unknown } | undefined)?.success === true) return 'allowed';
    if (!ok && status !== 401 && status !== 403) return 'unknown';
    // An answer about a session that has since changed (another sign-in) says nothing about the new one.
    if (this.getSession()?.access_token !== session.access_token) return 'unknown';
    await this.endSession('local', 'forced');
    return 'refused';
  }

  /** Stops the ticks and the listening (tests; a client replaced by another). */
  stop(): void {
    this.stopped = true;
    if (this.ticker) clearInterval(this.ticker);
    if (typeof window !== 'undefined') window.removeEventListener('storage', this.onStorage);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisible);
  }

  // ——— start-up ———

  private async start(): Promise<{ error: AuthError | null }> {
    let error: AuthError | null = null;
    try {
      if (typeof window !== 'undefined') window.addEventListener('storage', this.onStorage);
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisible);
      this.known = this.getSession();
      this.fromUrl = readSessionFromUrl(this.o.url.hash(), Math.floor(this.o.now() / 1000));
      if (this.fromUrl.kind === 'none') this.fromUrl = await this.takeUrlCode();
      if (this.fromUrl.kind === 'error') error = this.fromUrl.error;
      else if (this.fromUrl.kind === 'session' && this.fromUrl.type !== 'pkce') {
        error = await this.takeUrlSession(this.fromUrl);
      }
      // Cleaned once read and acted on: until then the router waits on the address (lib/auth-session.ts).
      if (this.fromUrl.kind !== 'none') this.o.url.clean();
      const stored = this.getSession();
      if (this.fromUrl.kind !== 'session' && stored && this.expiresSoon(stored)) {
        await this.refresh().catch((caught: unknown) => this.o.warn('Could not renew the session:', caught));
      }
      if (this.getSession()) void this.checkUserStatus();
      if (!this.stopped) this.ticker = setInterval(() => void this.tick(), AUTO_REFRESH_TICK_MS);
    } finally {
      if (!this.stopped) markAuthReady();
    }
    return { error };
  }

  /** A provider sign-in's ?code= (auth-client.ts exchanges it for a session); none here. */
  protected async takeUrlCode(): Promise<UrlAuthResult> {
    return { kind: 'none' };
  }

  private async takeUrlSession(found: UrlSession): Promise<AuthError | null> {
    if (found.stale) {
      this.o.warn('Session as retrieved from URL was issued over 120s ago, URL could be stale', {
        issuedAt: found.issuedAt,
        expiresAt: found.session.expires_at,
        now: Math.floor(this.o.now() / 1000),
      });
    }
    try {
      const user = await this.call<AuthUser>({ method: 'GET', path: '/user' }, found.session.access_token);
      const event = found.type === 'recovery' ? 'PASSWORD_RECOVERY' : 'SIGNED_IN';
      this.signedIn({ ...found.session, user }, found.type === 'email_change' ? 'USER_UPDATED' : event);
      return null;
    } catch (caught) {
      const error = toAuthError(caught);
      this.fromUrl = { kind: 'error', error };
      return error;
    }
  }

  // ——— refresh, one at a time ———

  private refresh(): Promise<AuthSession> {
    if (!this.refreshing) {
      const spent = this.getSession()?.refresh_token;
      this.refreshing = this.o
        .lock(REFRESH_LOCK, () => this.refreshHoldingLock(spent))
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  private async refreshHoldingLock(wanted: string | undefined): Promise<AuthSession> {
    // Another tab may have refreshed while this one waited for the lock: refresh tokens are single-use.
    const fresher = this.adoptFromOtherTab(wanted);
    if (fresher) return fresher;
    const session = this.getSession();
    if (!session) throw new AuthError(SESSION_MISSING_MESSAGE, 401, 'session_missing');
    try {
      const body = await withBackoff(
        () =>
          this.call({
            method: 'POST',
            path: '/token?grant_type=refresh_token',
            body: { refresh_token: session.refresh_token },
          }),
        this.o.now,
      );
      const next = this.toSession(body);
      this.save(next.user ? next : { ...next, user: session.user }, 'TOKEN_REFRESHED');
      return this.getSession() ?? next;
    } catch (caught) {
      const error = toAuthError(caught);
      if (!error.retryable) {
        const other = this.adoptFromOtherTab(session.refresh_token);
        if (other) return other;
        this.removeSession('expired');
      }
      throw error;
    }
  }

  /** The session another tab stored in place of `spent`, when it is still good for a while. */
  private adoptFromOtherTab(spent: string | undefined): AuthSession | null {
    const stored = this.getSession();
    if (!stored || stored.refresh_token === spent || this.expiresSoon(stored)) return null;
    this.sync();
    return stored;
  }

  private async tick(): Promise<void> {
    this.sync();
    const session = this.getSession();
    if (!session) return;
    if (this.expiresSoon(session)) {
      try {
        await this.refresh();
      } catch (caught) {
        if (toAuthError(caught).retryable) this.o.warn('Could not renew the session:', caught);
        return;
      }
    }
    if (this.o.now() - this.lastStatusCheck >= STATUS_CHECK_INTERVAL_MS) await this.checkUserStatus();
  }

  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') void this.tick();
  };

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY) this.sync();
  };

  /** Takes in what another tab stored (a storage event, or noticed on a tick) and tells the listeners. */
  private sync(): void {
    const next = this.getSession();
    const previous = this.known;
    this.known = next;
    if (next?.access_token === previous?.access_token) {
      if (next && JSON.stringify(next.user) !== JSON.stringify(previous?.user)) this.emit('USER_UPDATED', next);
      return;
    }
    if (!next) {
      setSignOutReason('requested');
      this.o.resetStores();
      this.emit('SIGNED_OUT', null);
    } else if (!previous || subjectOf(previous) !== subjectOf(next)) {
      if (previous) this.o.resetStores();
      setSignOutReason(null);
      this.emit('SIGNED_IN', next);
    } else {
      this.emit('TOKEN_REFRESHED', next);
    }
  }

  // ——— session bookkeeping ———

  protected signedIn(session: AuthSession, event: AuthEvent): AuthSession {
    // Another account's data must not show through to this one.
    if (this.known && subjectOf(this.known) !== subjectOf(session)) this.o.resetStores();
    this.forced = false;
    setSignOutReason(null);
    this.lastStatusCheck = this.o.now();
    this.save(session, event);
    return session;
  }

  protected async endSession(scope: SignOutScope, reason: SignOutReason): Promise<{ error: AuthError | null }> {
    const session = this.getSession();
    let error: AuthError | null = null;
    if (session) {
      try {
        await this.call({ method: 'POST', path: `/logout?scope=${scope}` }, session.access_token);
      } catch (caught) {
        const failure = toAuthError(caught);
        if (![401, 403, 404].includes(failure.status)) error = failure;
      }
    }
    this.forced = reason === 'forced';
    this.removeSession(reason);
    return { error };
  }

  protected save(session: AuthSession, event: AuthEvent): void {
    try {
      this.o.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    } catch (error) {
      this.o.warn('Could not store the session:', error);
    }
    this.known = session;
    this.emit(event, session);
  }

  private removeSession(reason: SignOutReason): void {
    try {
      this.o.storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage refused: there is nothing stored to remove.
    }
    this.known = null;
    setSignOutReason(reason);
    this.o.resetStores();
    this.emit('SIGNED_OUT', null);
  }

  private emit(event: AuthEvent, session: AuthSession | null): void {
    this.events.emit(event, session);
    notifyAuthChange();
  }

  private read(): string | null {
    try {
      return this.o.storage.getItem(AUTH_STORAGE_KEY);
    } catch {
      return null;
    }
  }

  private expiresSoon(session: AuthSession): boolean {
    return session.expires_at * 1000 - this.o.now() < REFRESH_THRESHOLD_MS;
  }

  protected async token(): Promise<string> {
    if (!this.getSession()) throw new AuthError(SESSION_MISSING_MESSAGE, 401, 'session_missing');
    return this.getAccessToken();
  }

  /** A session from a token response; expires_at from expires_in when the server gives only that. */
  protected toSession(body: unknown): AuthSession {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const expiresAt =
      typeof b.expires_at === 'number'
        ? b.expires_at
        : typeof b.expires_in === 'number'
          ? Math.floor(this.o.now() / 1000) + b.expires_in
          : undefined;
    const session = asSession({ ...b, expires_at: expiresAt });
    if (!session) throw new AuthError('The server did not return a session', 500, 'invalid_session');
    return session;
  }

  protected async call<T = unknown>(request: HttpRequest, token?: string): Promise<T> {
    let response;
    try {
      response = await this.o.transport.send({
        ...request,
        path: `${AUTH_BASE}${request.path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    } catch (caught) {
      throw toAuthError(caught);
    }
    if (response.status < 200 || response.status >= 300) {
      const error = authErrorFromResponse(response.status, response.body, response.retryAfterSeconds);
      // The account needs its second factor for this: the pages show that step (lib/auth-session.ts).
      if (error.code === 'insufficient_aal' && token) markSecondFactorDue(token);
      throw error;
    }
    return response.body as T;
  }
}
