import { AUTH_STORAGE_KEY } from '../lib/auth-session';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped like the API's (unsigned: the web app only reads its claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

/** Stores a teacher's session as sign-in would; returns its access token. */
export function signIn(options: { sub?: string; expiresInSeconds?: number } = {}): string {
  const expiresAt = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600);
  const token = fakeJwt({ sub: options.sub ?? '6f9619ff-8b86-d011-b42d-00cf4fc964ff', exp: expiresAt });
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ access_token: token, refresh_token: 'refresh', expires_at: expiresAt, token_type: 'bearer' }),
  );
  return token;
}
