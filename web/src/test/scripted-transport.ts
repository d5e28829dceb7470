import type { AuthTransport, HttpRequest, HttpResponse } from '../lib/auth-transport';

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
 * The auth server as a script (a test double of our own seam, lib/auth-transport.ts): each route
 * ("POST /auth/v1/token?grant_type=password") answers with its replies in turn, the last one repeating. An
 * unscripted call gets a 501, which no rule retries, so a forgotten script fails fast and visibly.
 */
export class ScriptedTransport implements AuthTransport {
  readonly calls: Call[] = [];
  private readonly script = new Map<string, Reply[]>();

  on(route: string, ...replies: Reply[]): this {
    this.script.set(route, replies);
    return this;
  }

  callsTo(route: string): Call[] {
    return this.calls.filter((call) => call.route === route);
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const route = `${request.method} ${request.path}`;
    this.calls.push({ ...request, route, at: Date.now() });
    const queue = this.script.get(route);
    if (!queue?.length) return { status: 501, body: { msg: `Unscripted call: ${route}` } };
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return typeof reply === 'function' ? reply(request) : reply;
  }
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
