import type { LlmProvider } from './provider.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A provider that waits before every call: to try the product, and its failure handling, under a slow model. */
export function withLatency(provider: LlmProvider, ms: number): LlmProvider {
  if (ms <= 0) return provider;
  return {
    name: provider.name,
    nextTurn: async (ctx, plan, onDelta) => (await sleep(ms), provider.nextTurn(ctx, plan, onDelta)),
    rateAnswer: async (ctx, id) => (await sleep(ms), provider.rateAnswer(ctx, id)),
    rateConversation: async (ctx) => (await sleep(ms), provider.rateConversation(ctx)),
  };
}
