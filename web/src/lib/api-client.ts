/** The one way the web app calls the API: JSON over fetch, the token in x-auth-token, errors as ApiError. */
import { loadAuth } from './auth-boot';
import { markSecondFactorDue } from './auth-session';

export const API_BASE = '/api/v1';

/** A failed call: its status (0 for a network failure) and the message to show, as spec §8 words it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Array<{ field: string; message: string }> = [],
  ) {
    super(message);
  }

  /** Worth trying again as it is: the network, or a gateway (502, 503, 504). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The access token or a student's token; omit for the calls that need none. */
  token?: string | null;
  /** The message of spec §8 to show when the server gives none. */
  fallbackMessage: string;
  signal?: AbortSignal;
};

export async function apiCall<T>(path: string, options: CallOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['x-auth-token'] = options.token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // Spec §8: a network exception is the default message with the error's text appended.
    throw new ApiError(0, `${options.fallbackMessage}: ${(error as Error).message}`);
  }
  const text = await response.text();
  const body = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const b = (body ?? {}) as {
      errorMessage?: string;
      message?: string;
      error_code?: string;
      errors?: ApiError['fields'];
    };
    // The account needs its second factor first: the route guard takes the teacher to that step.
    if (response.status === 403 && b.error_code === 'insufficient_aal' && options.token) {
      markSecondFactorDue(options.token);
    }
    throw new ApiError(response.status, b.errorMessage ?? b.message ?? options.fallbackMessage, b.errors ?? []);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A call as the signed-in teacher: the access token (renewed first when about to expire) from the auth client.
 * Spec §5: without one the call is not even tried, and fails with "No token found".
 */
export async function authedCall<T>(path: string, options: Omit<CallOptions, 'token'>): Promise<T> {
  let token: string;
  try {
    token = await (await loadAuth()).getAccessToken();
  } catch (error) {
    const e = error as { status?: number; message?: string };
    if (e.status === 0) throw new ApiError(0, `${options.fallbackMessage}: ${e.message}`);
    throw new ApiError(401, 'No token found');
  }
  return apiCall<T>(path, { ...options, token });
}
