import { AUTH_STORAGE_KEY, type AuthSession } from '../lib/auth-session';

export const TEACHER_ID = '6f9619ff-8b86-d011-b42d-00cf4fc964ff';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped like the API's (unsigned: the web app only reads its claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

let issued = 0;

/** A session as the auth server gives it; each one has its own tokens (refresh tokens are single-use). */
export function makeSession(
  options: { sub?: string; expiresInSeconds?: number; email?: string; aal?: 'aal1' | 'aal2' } = {},
): AuthSession {
  const expiresIn = options.expiresInSeconds ?? 3600;
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  const sub = options.sub ?? TEACHER_ID;
  issued += 1;
  return {
    access_token: fakeJwt({ sub, exp: expiresAt, aal: options.aal ?? 'aal1', session_id: `s${issued}` }),
    token_type: 'bearer',
    expires_in: Math.max(expiresIn, 0),
    expires_at: expiresAt,
    refresh_token: `refresh-${issued}`,
    user: {
      id: sub,
      email: options.email ?? 'ada@school.example',
      email_confirmed_at: '2025-01-01T00:00:00Z',
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      identities: [],
      factors: [],
    },
  };
}

export function storeSession(session: AuthSession): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

export function storedSession(): AuthSession | null {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as AuthSession) : null;
}

/** Stores a teacher's session as sign-in would; returns its access token. */
export function signIn(options: { sub?: string; expiresInSeconds?: number } = {}): string {
  const expiresAt = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600);
  const token = fakeJwt({ sub: options.sub ?? TEACHER_ID, exp: expiresAt });
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ access_token: token, refresh_token: 'refresh', expires_at: expiresAt, token_type: 'bearer' }),
  );
  return token;
}
