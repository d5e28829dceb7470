/**
 * A real HTTP server speaking the part of the OpenAI API the provider uses (POST /v1/chat/completions,
 * streaming and not), answering from a script the test sets, and recording every request it receives.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string };
  messages: Array<{ role: string; content: string }>;
};

export type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** What the server answers to one call. */
export type Scripted =
  /**
   * `stall`: the stream stops after the deltas without ending, as a stuck server's does. `gapMs`: a wait before each
   * delta, as a model writing at its own pace.
   */
  | { kind: 'stream'; deltas: string[]; usage?: Usage; stall?: boolean; gapMs?: number }
  | { kind: 'reply'; content: string; usage?: Usage }
  | { kind: 'error'; status: number; message?: string; headers?: Record<string, string> }
  /** No answer at all until the server closes. */
  | { kind: 'hang' };

/** How a request reached the server: its path, its headers, and when. */
export type Received = { path: string; headers: IncomingHttpHeaders; at: number };

/** A reply, or how to reply to each request (a model that answers what it is asked). */
export type Answering = Scripted | ((request: ChatRequest) => Scripted);

export class FakeOpenAiServer {
  readonly requests: ChatRequest[] = [];
  readonly received: Received[] = [];
  private script: Scripted[] = [];
  private fallback: Answering = { kind: 'error', status: 500, message: 'no scripted reply' };

  private constructor(
    private readonly server: Server,
    private readonly basePath: string,
  ) {}

  /** `basePath`: where the API is served, `/v1` as OpenAI's, or `/openai/v1` as Azure's. */
  static async start(basePath = '/v1'): Promise<FakeOpenAiServer> {
    const server = createServer();
    const fake = new FakeOpenAiServer(server, basePath);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseURL(): string {
    return `${this.origin}${this.basePath}`;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next calls get these answers in order; after them, `always` (a 500 unless set). */
  answer(...replies: Scripted[]): this {
    this.script.push(...replies);
    return this;
  }

  always(reply: Answering): this {
    this.fallback = reply;
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.received.length = 0;
    this.script = [];
    this.fallback = { kind: 'error', status: 500, message: 'no scripted reply' };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = req.url ?? '';
    if (req.method !== 'POST' || path !== `${this.basePath}/chat/completions`)
      return send(res, 404, { error: { message: 'not found' } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as ChatRequest;
    this.requests.push(body);
    this.received.push({ path, headers: req.headers, at: Date.now() });
    const reply = this.script.shift() ?? (typeof this.fallback === 'function' ? this.fallback(body) : this.fallback);
    if (reply.kind === 'hang') return;
    if (reply.kind === 'error')
      return send(
        res,
        reply.status,
        { error: { message: reply.message ?? `status ${reply.status}`, type: 'test' } },
        reply.headers,
      );
    if (reply.kind === 'reply') return send(res, 200, completion(body.model, reply.content, reply.usage));
    await streamReply(res, body.model, reply.deltas, reply.usage, reply.stall, reply.gapMs);
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function completion(model: string, content: string, usage?: Usage) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    ...(usage ? { usage } : {}),
  };
}

async function streamReply(
  res: ServerResponse,
  model: string,
  deltas: string[],
  usage?: Usage,
  stall = false,
  gapMs = 0,
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model, choices, ...extra })}\n\n`,
    );
  chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  for (const content of deltas) {
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    if (res.destroyed) return;
    chunk([{ index: 0, delta: { content }, finish_reason: null }]);
  }
  if (stall) return;
  chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  if (usage) chunk([], { usage });
  res.write('data: [DONE]\n\n');
  res.end();
}

export const chatText = (request: ChatRequest) => request.messages.map((m) => `${m.role}: ${m.content}`).join('\n');
