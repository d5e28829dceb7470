import { AuthError } from './auth-error';
import { type AuthSession, hasAuthFragment } from './auth-session';

/** Spec §9: a session from a URL issued longer ago than this may be an old link opened again. */
export const URL_SESSION_STALE_AFTER_S = 120;

/** What a mail link put in the address: which link it was (signup, recovery, magiclink, email_change, …). */
export type UrlSession = { session: Omit<AuthSession, 'user'>; type: string | null; issuedAt: number; stale: boolean };

export type UrlAuthResult = { kind: 'none' } | { kind: 'error'; error: AuthError } | ({ kind: 'session' } & UrlSession);

/**
 * Reads the fragment of a mail link (#access_token=…&expires_in=…&refresh_token=…&token_type=bearer&type=signup,
 * or #error=…&error_code=…&error_description=…). Spec §5: a session needs access_token, expires_in,
 * refresh_token and token_type, else "No session defined in URL".
 */
export function readSessionFromUrl(hash: string, nowSeconds: number): UrlAuthResult {
  if (!hasAuthFragment(hash)) return { kind: 'none' };
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => params.get(key) || null;

  const error = get('error'),
    errorCode = get('error_code'),
    description = get('error_description');
  if (error || errorCode || description) {
    const message = description ?? 'Error in URL with unspecified error_description';
    return { kind: 'error', error: new AuthError(message, 400, errorCode ?? error ?? undefined) };
  }

  const accessToken = get('access_token'),
    refreshToken = get('refresh_token'),
    tokenType = get('token_type');
  const expiresIn = Number(get('expires_in'));
  if (!accessToken || !refreshToken || !tokenType || !get('expires_in') || !Number.isFinite(expiresIn)) {
    return { kind: 'error', error: new AuthError('No session defined in URL', 400, 'invalid_url_session') };
  }
  const givenExpiresAt = Number(get('expires_at'));
  const expiresAt = get('expires_at') && Number.isFinite(givenExpiresAt) ? givenExpiresAt : nowSeconds + expiresIn;
  const issuedAt = expiresAt - expiresIn;
  return {
    kind: 'session',
    session: {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: tokenType,
      expires_in: expiresIn,
      expires_at: expiresAt,
    },
    type: get('type'),
    issuedAt,
    stale: nowSeconds - issuedAt > URL_SESSION_STALE_AFTER_S,
  };
}
