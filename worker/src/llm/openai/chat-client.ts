/**
 * The one place that talks to an OpenAI-compatible chat completions API (OpenAI, Azure, Ollama, vLLM,
 * llama.cpp server). It turns the SDK's failures into the two kinds the worker knows: unrecoverable (a
 * request the API refuses) and retryable (anything else).
 */
import type { Usage } from '@checkin/domain';
import { APIError, OpenAI } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { UnrecoverableAiError } from '../provider.js';

export type ChatMessageParam = ChatCompletionMessageParam;
export type ChatReply = { text: string; usage: Usage; model: string };

export type ChatClientOptions = { baseURL: string; apiKey: string; timeoutMs: number };

const NO_USAGE: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

/** 4xx statuses that say "not now" rather than "never": timeouts, conflicts and rate limits. */
const RETRYABLE_4XX = new Set([408, 409, 429]);

export function classifyError(error: unknown): Error {
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status >= 400 && status < 500 && !RETRYABLE_4XX.has(status)) {
      return new UnrecoverableAiError(`The model's API refused the request (${status}): ${error.message}`);
    }
    return new Error(`The model's API failed (${status}): ${error.message}`);
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

  constructor(options: ChatClientOptions) {
    // BullMQ retries the whole job with back-off; retries inside the SDK would multiply them.
    this.sdk = new OpenAI({
      baseURL: options.baseURL,
      apiKey: options.apiKey,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  /** Streams a reply, giving every piece of content to `onDelta` as it arrives. */
  async stream(model: string, messages: ChatMessageParam[], onDelta: (text: string) => void): Promise<ChatReply> {
    try {
      const stream = await this.sdk.chat.completions.create({
        model,
        messages,
        stream: true,
        stream_options: { include_usage: true },
      });
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
    } catch (error) {
      throw classifyError(error);
    }
  }

  /** One reply, asked for as a JSON object. */
  async json(model: string, messages: ChatMessageParam[]): Promise<ChatReply> {
    try {
      const reply = await this.sdk.chat.completions.create({
        model,
        messages,
        response_format: { type: 'json_object' },
      });
      return {
        text: reply.choices[0]?.message?.content ?? '',
        usage: usageOf(reply.usage),
        model: reply.model || model,
      };
    } catch (error) {
      throw classifyError(error);
    }
  }
}
