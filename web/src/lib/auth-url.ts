import { AuthError } from './auth-error';
import { hasAuthCode, hasAuthFragment, withoutAuthCodeParams } from './auth-session';

/** What the address brought when the page started: which mail link it was (signup, recovery, …), or an error. */
export type UrlAuthResult =
  { kind: 'none' } | { kind: 'error'; error: AuthError } | { kind: 'session'; type: string | null };

/** What is in the address to take up: a mail link's session (fragment), a provider's code (query), or an error. */
export type UrlFound =
  | { kind: 'none' }
  | { kind: 'error'; error: AuthError }
  | { kind: 'tokens'; access_token: string; refresh_token: string; type: string | null }
  | { kind: 'code'; code: string };

/**
 * Reads a mail link's fragment (#access_token=…&refresh_token=…&type=signup, or #error=…&error_description=…) and,
 * when this browser started a provider sign-in or link, the query it came back with (?code=…, or ?error=…).
 */
export function readAuthUrl(hash: string, search: string, expectingCode: boolean): UrlFound {
  if (hasAuthFragment(hash)) return fromParams(new URLSearchParams(hash.replace(/^#/, '')));
  if (expectingCode && /[?&](?:code|error|error_description)=/.test(search)) {
    return fromParams(new URLSearchParams(search));
  }
  return { kind: 'none' };
}

function fromParams(params: URLSearchParams): UrlFound {
  const description = params.get('error_description');
  const code = params.get('error_code') ?? params.get('error');
  if (description || code) {
    return {
      kind: 'error',
      error: new AuthError(description ?? 'The sign-in was not completed', 400, code ?? undefined),
    };
  }
  const authCode = params.get('code');
  if (authCode) return { kind: 'code', code: authCode };
  const access_token = params.get('access_token');
  const refresh_token = params.get('refresh_token');
  if (!access_token || !refresh_token) {
    return { kind: 'error', error: new AuthError('No session defined in URL', 400, 'invalid_url_session') };
  }
  return { kind: 'tokens', access_token, refresh_token, type: params.get('type') };
}

/** The page's own address, as the client reads it when it starts. */
export const pageUrl = {
  hash: () => window.location.hash,
  search: () => window.location.search,
  expectingCode: () => hasAuthCode(window.location.search),
  /** The address without a mail link's fragment and a provider's code, so that no reload or bookmark carries them. */
  clean(): void {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutAuthCodeParams(search)}`);
  },
};
export type PageUrl = typeof pageUrl;
