/**
 * A real HTTP server speaking the part of the OpenAI API the provider uses (POST /v1/chat/completions,
 * streaming and not), answering from a script the test sets, and recording every request it receives.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
  | { kind: 'stream'; deltas: string[]; usage?: Usage }
  | { kind: 'reply'; content: string; usage?: Usage }
  | { kind: 'error'; status: number; message?: string };

export class FakeOpenAiServer {
  readonly requests: ChatRequest[] = [];
  private script: Scripted[] = [];
  private fallback: Scripted = { kind: 'error', status: 500, message: 'no scripted reply' };

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeOpenAiServer> {
    const server = createServer();
    const fake = new FakeOpenAiServer(server);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** The next calls get these answers in order; after them, `always` (a 500 unless set). */
  answer(...replies: Scripted[]): this {
    this.script.push(...replies);
    return this;
  }

  always(reply: Scripted): this {
    this.fallback = reply;
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.script = [];
    this.fallback = { kind: 'error', status: 500, message: 'no scripted reply' };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return send(res, 404, { error: { message: 'not found' } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as ChatRequest;
    this.requests.push(body);
    const reply = this.script.shift() ?? this.fallback;
    if (reply.kind === 'error')
      return send(res, reply.status, { error: { message: reply.message ?? `status ${reply.status}`, type: 'test' } });
    if (reply.kind === 'reply') return send(res, 200, completion(body.model, reply.content, reply.usage));
    streamReply(res, body.model, reply.deltas, reply.usage);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
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

function streamReply(res: ServerResponse, model: string, deltas: string[], usage?: Usage): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model, choices, ...extra })}\n\n`,
    );
  chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  for (const content of deltas) chunk([{ index: 0, delta: { content }, finish_reason: null }]);
  chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  if (usage) chunk([], { usage });
  res.write('data: [DONE]\n\n');
  res.end();
}

export const chatText = (request: ChatRequest) => request.messages.map((m) => `${m.role}: ${m.content}`).join('\n');
