/** A request as the auth server sees it: "/auth/v1/token?grant_type=password", lower-case headers, a parsed body. */
export type HttpRequest = { method: string; path: string; headers: Record<string, string>; body?: unknown };
export type HttpResponse = { status: number; body?: unknown; retryAfterSeconds?: number };

/** An answer: a response, a network failure (no answer at all), or a function of the request. */
export type Reply = HttpResponse | 'network' | ((request: HttpRequest) => HttpResponse | Promise<HttpResponse>);
export type Call = HttpRequest & { route: string; at: number };

export const ok = (body?: unknown, status = 200): HttpResponse => ({ status, body });
/** The provider's error body: {code, error_code, msg, errorMessage}. */
export const fail = (status: number, errorCode: string, msg = errorCode, retryAfterSeconds?: number): HttpResponse => ({
  status,
  body: { code: status, error_code: errorCode, msg, errorMessage: msg },
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});

/**
 * The auth server as a script, behind the `fetch` the auth client is given: each route
 * ("POST /auth/v1/token?grant_type=password") answers with its replies in turn, the last one repeating. An
 * unscripted call gets a 409, which nothing retries, so a forgotten script fails fast and visibly.
 */
export class ScriptedTransport {
  readonly calls: Call[] = [];
  private readonly script = new Map<string, Reply[]>();

  on(route: string, ...replies: Reply[]): this {
    this.script.set(route, replies);
    return this;
  }

  /** The calls to `route`; a route scripted with only some of its query's parameters matches them all. */
  callsTo(route: string): Call[] {
    return this.calls.filter((call) => call.route === route || this.scriptedPartly(call) === route);
  }

  readonly fetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key.toLowerCase()] = value));
    const request: HttpRequest = {
      method: init.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === 'string' ? { body: JSON.parse(init.body) } : {}),
    };
    return toResponse(await this.send(request));
  };

  /** The scripted route that names only some of the request's query, if there is one. */
  private scriptedPartly(request: HttpRequest): string | undefined {
    return [...this.script.keys()].find((route) => matchesPartly(route, request));
  }

  private async send(request: HttpRequest): Promise<HttpResponse> {
    const route = `${request.method} ${request.path}`;
    this.calls.push({ ...request, route, at: Date.now() });
    const queue = this.script.get(route) ?? this.script.get(this.scriptedPartly(request) ?? '');
    if (!queue?.length) return { status: 409, body: { error_code: 'unscripted', msg: `Unscripted call: ${route}` } };
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return typeof reply === 'function' ? reply(request) : reply;
  }
}

/** Whether `route` names the request's method, path and some of its query (a PKCE challenge is new each time). */
function matchesPartly(route: string, request: HttpRequest): boolean {
  const [method, target = ''] = route.split(' ');
  const wanted = new URL(target, 'http://localhost');
  const sent = new URL(request.path, 'http://localhost');
  if (method !== request.method || wanted.pathname !== sent.pathname || !wanted.search) return false;
  return [...wanted.searchParams].every(([key, value]) => sent.searchParams.getAll(key).includes(value));
}

function toResponse({ status, body, retryAfterSeconds }: HttpResponse): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (retryAfterSeconds) headers.set('retry-after', String(retryAfterSeconds));
  const empty = body === undefined || status === 204;
  return new Response(empty ? (status === 204 ? null : '{}') : JSON.stringify(body), { status, headers });
}

/** A reply held back until the test lets it go: for what happens while a call is under way. */
export function heldReply(response: HttpResponse) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reply: Reply = async () => {
    await released;
    return response;
  };
  return { reply, release };
}
