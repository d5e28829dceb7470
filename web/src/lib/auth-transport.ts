/**
 * The auth client's one way out: a request in, a status and a JSON body back. The real transport wraps fetch;
 * tests script one (src/test/scripted-transport.ts), so the client's rules are tested without any network.
 */
export type HttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** From the site's root, with any query: "/auth/v1/token?grant_type=password". */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
};

export type HttpResponse = {
  status: number;
  /** The parsed JSON body; undefined when there was none (204) or it was not JSON. */
  body?: unknown;
  /** Retry-After of a 429, in seconds. */
  retryAfterSeconds?: number;
};

export interface AuthTransport {
  /** Resolves with any HTTP answer (errors included); rejects only when no answer came (network, CORS, abort). */
  send(request: HttpRequest): Promise<HttpResponse>;
}

export function fetchTransport(fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthTransport {
  return {
    async send({ method, path, headers = {}, body }) {
      const response = await fetchImpl(path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      return {
        status: response.status,
        body: parsed,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    },
  };
}
