/**
 * The teacher's sign-in session as this browser keeps it (spec §4, §5), and the small signal the router listens to.
 * This file ships in every page's first load, students' included, so it stays small: it only reads. The auth
 * client (lib/auth-client.ts, loaded when needed) is the one writer, and calls notifyAuthChange() after each change.
 */
export const AUTH_STORAGE_KEY = 'checkin.auth';

export type AuthUser = {
  id: string;
  email?: string;
  email_confirmed_at?: string | null;
  /** An email change waiting for confirmation from the new address. */
  new_email?: string;
  user_metadata?: { first_name?: string; last_name?: string; [key: string]: unknown };
  /** aal_required: aal2 once the account has a verified factor or its organisation requires one. */
  app_metadata?: { provider?: string; providers?: string[]; aal_required?: 'aal1' | 'aal2'; [key: string]: unknown };
  identities?: AuthIdentity[];
  factors?: AuthFactor[];
  [key: string]: unknown;
};

/** A second factor of the account. Only TOTP (an authenticator app) is offered. */
export type AuthFactor = {
  id: string;
  status: 'verified' | 'unverified' | (string & {});
  factor_type?: string;
  friendly_name?: string;
  created_at?: string;
};

/** A way of signing in linked to the account: `email`, or an identity provider such as `google`. */
export type AuthIdentity = {
  identity_id: string;
  provider: string;
  email?: string | null;
  identity_data?: Record<string, unknown>;
  last_sign_in_at?: string | null;
  created_at?: string;
};

export type AuthSession = {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch, as the hosted auth provider gives it. */
  expires_at: number;
  expires_in?: number;
  token_type?: string;
  user?: AuthUser;
};

/** A stored value is a session only with access_token, refresh_token and expires_at (spec §5); else null. */
export function parseSession(raw: string | null): AuthSession | null {
  if (!raw) return null;
  try {
    return asSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function asSession(value: unknown): AuthSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  const valid =
    typeof s.access_token === 'string' &&
    s.access_token !== '' &&
    typeof s.refresh_token === 'string' &&
    s.refresh_token !== '' &&
    typeof s.expires_at === 'number' &&
    Number.isFinite(s.expires_at);
  return valid ? (s as AuthSession) : null;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): nothing is stored
  }
}

let memo: { raw: string | null; session: AuthSession | null } = { raw: null, session: null };

/** The stored session, or null. The same object until storage changes (React compares snapshots by identity). */
export function getSession(): AuthSession | null {
  const raw = readStored();
  if (raw !== memo.raw) memo = { raw, session: parseSession(raw) };
  return memo.session;
}

/** A session that belongs to a teacher or admin account: its token has a subject, and it is not "student". */
export function isAccountSession(session: AuthSession | null): session is AuthSession {
  if (!session) return false;
  const sub = decodeJwtPayload(session.access_token)?.sub;
  return typeof sub === 'string' && sub !== '' && sub !== 'student';
}

/**
 * Spec §5, the local token check: a session whose token is expired, or whose subject is "student" (a token a
 * student got for one session), is not a signed-in teacher. The JWT is decoded, not verified: the API verifies.
 */
export function isSignedInSession(session: AuthSession | null, now: number = Date.now()): boolean {
  if (!isAccountSession(session) || session.expires_at * 1000 <= now) return false;
  const exp = decodeJwtPayload(session.access_token)?.exp;
  return typeof exp !== 'number' || exp * 1000 > now;
}

export function isAuthenticated(now: number = Date.now()): boolean {
  return isSignedInSession(getSession(), now);
}

export function clearSession(): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): there is nothing stored to clear.
  }
}

/** The claims of a JWT, unverified; null when the token is not a JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A mail link's fragment: a session (access_token=…) or an error (error=…, error_description=…). */
export function hasAuthFragment(hash: string): boolean {
  return /^#?(?:.*&)?(?:access_token|refresh_token|error|error_code|error_description)=/.test(hash);
}

/** Where the auth client keeps a provider sign-in's PKCE code verifier (localStorage) until the code comes back. */
export const CODE_VERIFIER_KEY = `${AUTH_STORAGE_KEY}-code-verifier`;
/** Set while a provider is being linked to the account, so that an error it comes back with is read and shown. */
export const LINKING_KEY = 'checkin.auth.linking';

/** The query a provider sign-in comes back with: ?code=… (PKCE), or ?error=…&error_description=…. */
export function hasAuthCodeParams(search: string): boolean {
  return /^\??(?:.*&)?(?:code|error_description)=/.test(search);
}

/** The query without what a provider sign-in added to it, so that no page view or bookmark carries the code. */
export function withoutAuthCodeParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['code', 'state', 'error', 'error_code', 'error_description']) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A provider sign-in (or link) coming back: the code (or error) in the query, and the verifier kept for it. */
export function hasAuthCode(search: string): boolean {
  if (!hasAuthCodeParams(search)) return false;
  try {
    return localStorage.getItem(CODE_VERIFIER_KEY) !== null || sessionStorage.getItem(LINKING_KEY) !== null;
  } catch {
    return false;
  }
}

let claimsMemo: { token: string; claims: Record<string, unknown> | null } = { token: '', claims: null };
const claimsOf = (token: string) => {
  if (claimsMemo.token !== token) claimsMemo = { token, claims: decodeJwtPayload(token) };
  return claimsMemo.claims;
};
/** The access token the API refused with insufficient_aal: the account wants aal2 although the token did not say. */
let refusedAtAal1: string | null = null;

/** Called when a call made with `token` was refused with insufficient_aal: the second-factor step is due. */
export function markSecondFactorDue(token: string): void {
  if (refusedAtAal1 === token) return;
  refusedAtAal1 = token;
  notifyAuthChange();
}

/**
 * Spec §4: a signed-in session at aal1 whose account needs aal2 (a verified factor, or an organisation that
 * requires one; said by the token, the user, or the API's refusal). Until it is verified, only /login's
 * second-factor step (and the public pages) are open.
 */
export function secondFactorDue(session: AuthSession | null = getSession()): boolean {
  if (!session || !isSignedInSession(session)) return false;
  const claims = claimsOf(session.access_token);
  if (claims?.aal === 'aal2') return false;
  if (refusedAtAal1 === session.access_token) return true;
  const fromToken = (claims?.app_metadata as { aal_required?: unknown } | undefined)?.aal_required;
  const user = session.user;
  return (
    fromToken === 'aal2' ||
    user?.app_metadata?.aal_required === 'aal2' ||
    (user?.factors?.some((factor) => factor.status === 'verified') ?? false)
  );
}

/**
 * "starting": the auth client is still reading a session from the address or renewing an expired stored one, so
 * a private page waits rather than sending the teacher to sign in.
 */
export type AuthStatus = 'starting' | 'signed-in' | 'signed-out';
/** Why the last sign-out happened: the teacher asked, the status check refused them (forced), or the session ended. */
export type SignOutReason = 'requested' | 'forced' | 'expired';

const listeners = new Set<() => void>();
let clientReady = false;
let lastSignOut: SignOutReason | null = null;

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyAuthChange(): void {
  for (const listener of [...listeners]) listener();
}

/** Called by the auth client once it has started (true), and by tests to start afresh (false). */
export function markAuthReady(ready = true): void {
  clientReady = ready;
  notifyAuthChange();
}

export function setSignOutReason(reason: SignOutReason | null): void {
  lastSignOut = reason;
}

export function signOutReason(): SignOutReason | null {
  return lastSignOut;
}

export function authStatus(): AuthStatus {
  // The address is read first: a teacher signed in as A who opens B's sign-in link becomes B.
  if (!clientReady && (hasAuthFragment(location.hash) || hasAuthCode(location.search))) return 'starting';
  const session = getSession();
  if (isSignedInSession(session)) return 'signed-in';
  return !clientReady && isAccountSession(session) ? 'starting' : 'signed-out';
}

/** Whether this visit needs the auth client now: a session to look after, or one arriving in the address (or code). */
export function needsAuthClient(): boolean {
  return hasAuthFragment(location.hash) || hasAuthCode(location.search) || isAccountSession(getSession());
}
