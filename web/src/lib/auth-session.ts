/**
 * The teacher's sign-in session as this browser keeps it (spec §4, §5). Sign-in and refresh come later;
 * this module only answers "is someone signed in?" by the spec's local rules.
 */
export const AUTH_STORAGE_KEY = 'checkin.auth';

export type AuthSession = {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch, as the hosted auth provider gives it. */
  expires_at: number;
  expires_in?: number;
  token_type?: string;
  user?: unknown;
};

/** The stored session, valid only with access_token, refresh_token and expires_at (spec §5); else null. */
export function getSession(): AuthSession | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
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

/**
 * Spec §5, the local token check: a session whose token is expired, or whose subject is "student" (a token a
 * student got for one session), is not a signed-in teacher. The JWT is decoded, not verified: the API verifies.
 */
export function isAuthenticated(now: number = Date.now()): boolean {
  const session = getSession();
  if (!session || session.expires_at * 1000 <= now) return false;
  const claims = decodeJwtPayload(session.access_token);
  if (!claims || claims.sub === 'student' || typeof claims.sub !== 'string') return false;
  return typeof claims.exp !== 'number' || claims.exp * 1000 > now;
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
