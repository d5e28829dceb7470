import { AuthError } from './auth-error';
import { hasAuthCodeParams, withoutAuthCodeParams } from './auth-session';

/**
 * PKCE (RFC 7636) for signing in with an identity provider: a random verifier stays in this tab (sessionStorage),
 * only its S256 challenge goes to the provider, and the code that comes back is worth nothing without the verifier.
 */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** 32 random bytes as base64url: 43 characters of the unreserved set, as RFC 7636 §4.1 asks. */
export function newCodeVerifier(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** BASE64URL(SHA-256(ASCII(verifier))), RFC 7636 §4.2. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export type UrlCode = { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'error'; error: AuthError };

/** What a provider sign-in put in the query when it came back: ?code=…, or ?error=…&error_description=…. */
export function readCodeFromUrl(search: string): UrlCode {
  if (!hasAuthCodeParams(search)) return { kind: 'none' };
  const params = new URLSearchParams(search);
  const description = params.get('error_description');
  const error = params.get('error_code') ?? params.get('error');
  if (description || error) {
    return {
      kind: 'error',
      error: new AuthError(description ?? 'The sign-in was not completed', 400, error ?? undefined),
    };
  }
  const code = params.get('code');
  return code ? { kind: 'code', code } : { kind: 'none' };
}

/** The address without a mail link's fragment and a provider's code, so that no reload or bookmark carries them. */
export function cleanAuthUrl(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${withoutAuthCodeParams(search)}`);
}
