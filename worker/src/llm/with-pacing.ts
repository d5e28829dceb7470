import type { LlmProvider } from './provider.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Pacing = {
  /** Wait before every call. */
  latencyMs: number;
  /** Wait between the streamed chunks of a reply. */
  chunkMs: number;
};

/**
 * A provider that is slower than the one it wraps: to try the product, its failure handling and its streaming
 * under a slow model, without one.
 */
export function withPacing(provider: LlmProvider, { latencyMs, chunkMs }: Pacing): LlmProvider {
  if (latencyMs <= 0 && chunkMs <= 0) return provider;
  return {
    name: provider.name,
    nextTurn: async (ctx, plan, onDelta) => {
      await sleep(latencyMs);
      if (chunkMs <= 0) return provider.nextTurn(ctx, plan, onDelta);
      const chunks: string[] = [];
      const turn = await provider.nextTurn(ctx, plan, (text) => chunks.push(text));
      for (const chunk of chunks) {
        onDelta(chunk);
        await sleep(chunkMs);
      }
      return turn;
    },
    rateAnswer: async (ctx, id) => (await sleep(latencyMs), provider.rateAnswer(ctx, id)),
    rateConversation: async (ctx) => (await sleep(latencyMs), provider.rateConversation(ctx)),
  };
}
