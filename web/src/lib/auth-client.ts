import { AuthError } from './auth-error';
import { MfaApi } from './auth-mfa';
import { cleanAuthUrl } from './auth-pkce';
import { ProviderAccounts } from './auth-providers';
import type { AuthSession, AuthUser } from './auth-session';
import type { AuthClientOptions, Lock, SignOutScope } from './session-keeper';
import { resetStores } from './store-reset';

export type { AuthClientOptions, Lock, SignOutScope } from './session-keeper';
export type { StatusCheck } from './session-keeper';

export type EmailOtpType = 'email' | 'magiclink' | 'signup' | 'recovery' | 'invite' | 'email_change';
export type VerifyOtpParams =
  | { email: string; token: string; type: EmailOtpType }
  | { phone: string; token: string; type: 'sms' | 'phone_change' }
  | { token_hash: string; type: EmailOtpType };
export type OtpParams = {
  email?: string;
  phone?: string;
  /** Spec §9: create_user defaults to true, the phone channel to sms. */
  options?: { shouldCreateUser?: boolean; channel?: 'sms' | 'whatsapp'; data?: Record<string, unknown> };
};
export type UserAttributes = {
  email?: string;
  password?: string;
  /** With `password`: proves it is the user (or `nonce`, the code mailed by reauthenticate). */
  current_password?: string;
  data?: Record<string, unknown>;
  nonce?: string;
};

/** Web Locks where the browser has them: two tabs never spend the same single-use refresh token. */
const webLock: Lock = (name, run) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, run) as Promise<Awaited<ReturnType<typeof run>>>) : run();
};

export function createAuthClient(options: AuthClientOptions): AuthClient {
  return new AuthClient({
    storage: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => localStorage.setItem(key, value),
      removeItem: (key) => localStorage.removeItem(key),
    },
    url: { hash: () => window.location.hash, search: () => window.location.search, clean: cleanAuthUrl },
    verifierStorage: {
      getItem: (key) => sessionStorage.getItem(key),
      setItem: (key, value) => sessionStorage.setItem(key, value),
      removeItem: (key) => sessionStorage.removeItem(key),
    },
    navigate: (url) => window.location.assign(url),
    lock: webLock,
    resetStores: () => void resetStores(),
    warn: (...args) => console.warn(...args),
    now: () => Date.now(),
    ...options,
  });
}

/**
 * The hosted auth provider's client side (spec §7, §8), framework-free: sign-in by password or mailed code,
 * sign-up, password reset, account changes and sign-out, over the session kept by SessionKeeper; identity
 * providers (auth-providers.ts) and the second factor (`mfa`, auth-mfa.ts).
 */
export class AuthClient extends ProviderAccounts {
  readonly mfa = new MfaApi({
    call: (request, token) => this.call(request, token),
    token: () => this.token(),
    signedIn: (session, event) => this.signedIn(session, event),
    toSession: (body) => this.toSession(body),
    getSession: () => this.getSession(),
    refreshUser: () => this.refreshUser(),
  });

  async signInWithPassword(credentials: { email?: string; phone?: string; password: string }): Promise<AuthSession> {
    const { email, phone, password } = credentials;
    if (!(email || phone) || !password) {
      throw new AuthError('You must provide either an email or phone number and a password', 400, 'validation_failed');
    }
    const body = await this.call({
      method: 'POST',
      path: '/token?grant_type=password',
      body: email ? { email, password } : { phone, password },
    });
    return this.signedIn(this.toSession(body), 'SIGNED_IN');
  }

  /** Creates the account; the server mails a confirmation link and (usually) gives no session until it is used. */
  async signUp(params: { email: string; password: string; data?: Record<string, unknown> }) {
    const body = await this.call<Record<string, unknown> | undefined>({
      method: 'POST',
      path: '/signup',
      body: params,
    });
    if (typeof body?.access_token === 'string') {
      const session = this.signedIn(this.toSession(body), 'SIGNED_IN');
      return { user: session.user ?? null, session };
    }
    return { user: ((body?.user ?? body) as AuthUser | undefined) ?? null, session: null };
  }

  /** Mails a sign-in link with a 6-digit code (or texts a code to a phone). */
  async signInWithOtp({ email, phone, options = {} }: OtpParams): Promise<void> {
    const create_user = options.shouldCreateUser ?? true;
    const body = email
      ? { email, create_user, data: options.data }
      : phone
        ? { phone, create_user, channel: options.channel ?? 'sms', data: options.data }
        : null;
    if (!body) throw new AuthError('You must provide either an email or phone number.', 400, 'validation_failed');
    await this.call({ method: 'POST', path: '/otp', body });
  }

  async verifyOtp(params: VerifyOtpParams): Promise<AuthSession> {
    const body = await this.call({ method: 'POST', path: '/verify', body: params });
    return this.signedIn(this.toSession(body), params.type === 'recovery' ? 'PASSWORD_RECOVERY' : 'SIGNED_IN');
  }

  async resetPasswordForEmail(email: string): Promise<void> {
    await this.call({ method: 'POST', path: '/recover', body: { email } });
  }

  /** Changes email (confirmed by both addresses), password (with the current one or the mailed nonce) or metadata. */
  async updateUser(attributes: UserAttributes): Promise<AuthUser> {
    const user = await this.call<AuthUser>({ method: 'PUT', path: '/user', body: attributes }, await this.token());
    const session = this.getSession();
    if (session) this.save({ ...session, user }, 'USER_UPDATED');
    return user;
  }

  /** Mails a code to give as `nonce` to updateUser, when the server wants a fresh proof before a password change. */
  async reauthenticate(): Promise<void> {
    await this.call({ method: 'GET', path: '/reauthenticate' }, await this.token());
  }

  /**
   * Never fails locally: the session is cleared and the stores reset whatever the server says. 401, 403 and 404
   * mean the server had already ended the session (spec §8); any other failure comes back as `error`.
   */
  async signOut(options: { scope?: SignOutScope } = {}): Promise<{ error: AuthError | null }> {
    return this.endSession(options.scope ?? 'global', 'requested');
  }
}
