/**
 * The one place that talks to an OpenAI-compatible chat completions API (OpenAI, Azure, Ollama, vLLM,
 * llama.cpp server). It turns the SDK's failures into the two kinds the worker knows: unrecoverable (a
 * request the API refuses) and retryable (anything else), each with a message the teacher can act on.
 */
import type { Usage } from '@checkin/domain';
import { APIConnectionTimeoutError, APIError, OpenAI } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { UnrecoverableAiError } from '../provider.js';

export type ChatMessageParam = ChatCompletionMessageParam;
export type ChatReply = { text: string; usage: Usage; model: string };

export type ChatClientOptions = { baseURL: string; apiKey: string; timeoutMs: number };

const NO_USAGE: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

/** 4xx statuses that say "not now" rather than "never": timeouts, conflicts and rate limits. */
const RETRYABLE_4XX = new Set([408, 409, 429]);

/** A failure a later attempt may not meet (an outage, a rate limit, a timeout), with the API's Retry-After if it gave one. */
export class RetryableAiError extends Error {
  override readonly name = 'RetryableAiError';

  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** How long the API asked us to wait: `retry-after-ms` (OpenAI, Azure), or `retry-after` in seconds or as a date. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** What a refused request means, for the teacher who reads it on the instance and the administrator who can fix it. */
function refusal(status: number, model: string, detail: string): string {
  const until = 'Retrying fails the same way until the configuration changes.';
  if (status === 401 || status === 403)
    return `The AI service refused CheckIn's API key (${detail}). The administrator must check OPENAI_API_KEY. ${until}`;
  if (status === 404)
    return `The AI service has no model "${model}" at its address (${detail}). The administrator must check the model names and OPENAI_BASE_URL. ${until}`;
  return `The AI service refused the request to model "${model}" (${detail}). ${until}`;
}

function classifyError(error: unknown, model: string, timeoutMs: number, timedOut: boolean): Error {
  if (timedOut || error instanceof APIConnectionTimeoutError)
    return new RetryableAiError(`The AI service (model "${model}") did not answer within ${timeoutMs} ms.`);
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status >= 400 && status < 500 && !RETRYABLE_4XX.has(status))
      return new UnrecoverableAiError(refusal(status, model, error.message));
    return new RetryableAiError(
      `The AI service (model "${model}") failed: ${error.message}`,
      retryAfterMs(error.headers),
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

export function usageOf(
  usage: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined,
): Usage {
  if (!usage) return NO_USAGE;
  const prompt_tokens = usage.prompt_tokens ?? 0;
  const completion_tokens = usage.completion_tokens ?? 0;
  return { prompt_tokens, completion_tokens, total_tokens: usage.total_tokens ?? prompt_tokens + completion_tokens };
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  };
}

export class ChatClient {
  private readonly sdk: OpenAI;
  private readonly timeoutMs: number;

  constructor(options: ChatClientOptions) {
    // BullMQ retries the whole job, with jittered back-off and the API's Retry-After (model-api-backoff.ts); retries
    // inside the SDK would multiply them.
    this.sdk = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, maxRetries: 0 });
    this.timeoutMs = options.timeoutMs;
  }

  /**
   * Runs one call within the timeout, the whole of a streamed reply included (a stream that stalls is cut off), and
   * turns its failure into one the worker knows.
   */
  private async call<T>(model: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const result = await run(signal);
      // The SDK ends an aborted stream as if it were complete: a reply cut off is no reply.
      signal.throwIfAborted();
      return result;
    } catch (error) {
      throw classifyError(error, model, this.timeoutMs, signal.aborted);
    }
  }

  /** Streams a reply, giving every piece of content to `onDelta` as it arrives. */
  stream(model: string, messages: ChatMessageParam[], onDelta: (text: string) => void): Promise<ChatReply> {
    return this.call(model, async (signal) => {
      const stream = await this.sdk.chat.completions.create(
        { model, messages, stream: true, stream_options: { include_usage: true } },
        { signal },
      );
      let text = '';
      let usage = NO_USAGE;
      let served = model;
      for await (const chunk of stream) {
        if (chunk.model) served = chunk.model;
        if (chunk.usage) usage = usageOf(chunk.usage);
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) {
          text += delta;
          onDelta(delta);
        }
      }
      return { text, usage, model: served };
    });
  }

  /** One reply, asked for as a JSON object. */
  json(model: string, messages: ChatMessageParam[]): Promise<ChatReply> {
    return this.call(model, async (signal) => {
      const reply = await this.sdk.chat.completions.create(
        { model, messages, response_format: { type: 'json_object' } },
        { signal },
      );
      return {
        text: reply.choices[0]?.message?.content ?? '',
        usage: usageOf(reply.usage),
        model: reply.model || model,
      };
    });
  }
}
