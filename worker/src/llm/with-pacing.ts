import type { LlmProvider } from './provider.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Pacing = {
  /** Wait before every call. */
  latencyMs: number;
  /** Wait between the streamed chunks of a reply. */
  chunkMs: number;
};

/** Word groups whose concatenation is exactly `content` (whitespace kept with the word before it). */
export function wordGroups(content: string, wordsPerGroup = 4): string[] {
  const pieces = content.match(/\s+|\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerGroup) out.push(pieces.slice(i, i + wordsPerGroup).join(''));
  return out.join('') === content ? out : [content];
}

/**
 * A provider that is slower than the one it wraps: to try the product, its failure handling and its streaming
 * under a slow model, without one. With `chunkMs`, each reply streams in word groups, one every `chunkMs`.
 */
export function withPacing(provider: LlmProvider, { latencyMs, chunkMs }: Pacing): LlmProvider {
  if (latencyMs <= 0 && chunkMs <= 0) return provider;
  return {
    name: provider.name,
    nextTurn: async (ctx, plan, onDelta) => {
      await sleep(latencyMs);
      if (chunkMs <= 0) return provider.nextTurn(ctx, plan, onDelta);
      const turn = await provider.nextTurn(ctx, plan, () => {});
      for (const group of wordGroups(turn.content)) {
        onDelta(group);
        await sleep(chunkMs);
      }
      return turn;
    },
    rateAnswer: async (ctx, id) => (await sleep(latencyMs), provider.rateAnswer(ctx, id)),
    rateConversation: async (ctx) => (await sleep(latencyMs), provider.rateConversation(ctx)),
  };
}
