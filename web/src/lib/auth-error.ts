/**
 * What the auth server (or the way to it) said went wrong. `code` is the provider's error_code
 * (invalid_credentials, email_not_confirmed, weak_password, over_request_rate_limit, …); status 0 means no answer.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details: { retryAfterSeconds?: number; fields?: Array<{ field: string; message: string }> } = {},
  ) {
    super(message);
  }

  /** Spec §8: only a fetch error on 502, 503 or 504 (or no answer at all) is worth retrying as it is. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export const NO_TOKEN_MESSAGE = 'No token found';
export const SESSION_MISSING_MESSAGE = 'Auth session missing!';

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

/** The provider's error body ({code, error_code, msg, errorMessage}, or OAuth's {error, error_description}). */
export function authErrorFromResponse(status: number, body: unknown, retryAfterSeconds?: number): AuthError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof b[key] === 'string' && b[key] !== '' ? (b[key] as string) : undefined);
  const message = text('errorMessage') ?? text('msg') ?? text('message') ?? text('error_description') ?? text('error');
  const code = text('error_code') ?? text('code') ?? (status === 429 ? 'over_request_rate_limit' : text('error'));
  const fields = Array.isArray(b.errors) ? (b.errors as Array<{ field: string; message: string }>) : undefined;
  return new AuthError(message ?? `Request failed (${status})`, status, code, { retryAfterSeconds, fields });
}

/** An error as the person at the screen should read it: plain words, and what to do next. */
export function describeAuthError(error: unknown): string {
  if (!isAuthError(error)) return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  if (error.status === 0) return "We couldn't reach CheckIn. Check your connection and try again.";
  switch (error.code) {
    case 'invalid_credentials':
      return 'That email and password do not match an account. Check them and try again.';
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit': {
      const wait = error.details.retryAfterSeconds;
      return wait
        ? `Too many attempts. Please wait ${wait} seconds and try again.`
        : 'Too many attempts. Please wait a little and try again.';
    }
    case 'otp_expired':
      return 'That code or link has expired or was already used. Ask for a new one.';
    case 'session_not_found':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
      return 'Your session has ended. Please sign in again.';
    default:
      return error.message;
  }
}
