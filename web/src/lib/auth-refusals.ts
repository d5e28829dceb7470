import {
  isAuthError as isProviderError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
} from '@supabase/auth-js';
import { AuthError, SESSION_MISSING_MESSAGE } from './auth-error';
import { markSecondFactorDue } from './auth-session';

type Refusal = { status: number; code?: string; message?: string; details: AuthError['details'] };
const asText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The auth server's refusals as the pages read them (lib/auth-error.ts). The provider's client keeps a refusal's
 * status, code and message; its Retry-After and per-field messages are noted here, from the answer itself.
 */
export class RefusalNotes {
  private last: Refusal | null = null;

  /** The fetch the provider's client calls through; it notes each refusal as it passes. */
  watch(send: typeof fetch): typeof fetch {
    return async (input, init) => {
      this.last = null; // a refusal is read with the call that got it
      const response = await send(input, init);
      if (!response.ok) await this.note(response.clone(), new Headers(init?.headers).get('authorization'));
      return response;
    };
  }

  /** The value of a provider call, or its error thrown as an AuthError. */
  async unwrap<R extends { data: unknown; error: unknown }>(
    call: Promise<R>,
  ): Promise<Extract<R, { error: null }>['data']> {
    const { data, error } = await call;
    if (error) throw this.toAuthError(error);
    return data as Extract<R, { error: null }>['data'];
  }

  toAuthError(caught: unknown): AuthError {
    if (caught instanceof AuthError) return caught;
    const noted = this.last;
    if (isAuthSessionMissingError(caught)) {
      // The server ended this session (signed out elsewhere): that, rather than "no session here".
      if (noted?.code === 'session_not_found')
        return new AuthError(noted.message ?? caught.message, noted.status, noted.code);
      return new AuthError(SESSION_MISSING_MESSAGE, 401, 'session_missing');
    }
    if (!isProviderError(caught)) {
      const text = caught instanceof Error ? caught.message : String(caught);
      return new AuthError(text || 'Network error', 0, 'network');
    }
    // A retryable failure is a 5xx, or status 0: no answer at all.
    const status = caught.status ?? (isAuthRetryableFetchError(caught) ? 0 : 400);
    const same = noted?.status === status ? noted : null;
    // The provider's client does not read a 5xx's body: the server's own words are the ones noted.
    const message = (isAuthRetryableFetchError(caught) && same?.message) || caught.message;
    return new AuthError(message, status, caught.code ?? same?.code, same?.details ?? {});
  }

  private async note(response: Response, authorization: string | null): Promise<void> {
    const body = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    // The account needs its second factor for this: the pages show that step (lib/auth-session.ts).
    const code = asText(body.error_code) ?? asText(body.code);
    if (code === 'insufficient_aal' && authorization) markSecondFactorDue(authorization.replace(/^Bearer /i, ''));
    const retryAfter = Number(response.headers.get('retry-after'));
    this.last = {
      status: response.status,
      code,
      message: asText(body.errorMessage) ?? asText(body.msg) ?? asText(body.message) ?? asText(body.error_description),
      details: {
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
        ...(Array.isArray(body.errors) ? { fields: body.errors as Array<{ field: string; message: string }> } : {}),
      },
    };
  }
}
