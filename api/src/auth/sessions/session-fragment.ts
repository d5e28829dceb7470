import type { AuthSessionReply } from '@checkin/contracts';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../../common/api-error.js';

/** A session handed to the web app in a redirect's fragment, as the hosted provider does (never sent to servers). */
export function sessionFragment(session: AuthSessionReply, type: string): URLSearchParams {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}

/** A failure handed to the web app the same way. */
export function errorFragment(error: ApiError, kind = 'access_denied'): URLSearchParams {
  return new URLSearchParams({
    error: kind,
    error_code: error.code ?? 'unexpected_failure',
    error_description: error.errorMessage,
  });
}

/** Sends the browser to `target` with this fragment in place of its own; nothing on the way keeps the page. */
export function redirectWithFragment(
  response: FastifyReply,
  status: 302 | 303,
  target: string,
  fragment: URLSearchParams,
): void {
  redirectNoStore(response, `${target.split('#')[0]}#${fragment}`, status);
}

/** A redirect no cache on the way keeps: its address carries a one-time state, code or session. */
export function redirectNoStore(response: FastifyReply, url: string, status: 302 | 303 = 302): void {
  void response.header('Cache-Control', 'no-store').redirect(url, status);
}
