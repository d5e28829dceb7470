/** Honest token estimates for work done without a model, and streaming text in word groups. */
import type { Usage } from '@checkin/domain';

export const OFFLINE_MODEL = 'offline-examiner';

/** About four characters a token: the material the examiner actually read, and what it wrote. */
export function estimateUsage(read: string[], written: string[]): Usage {
  const tokens = (parts: string[]) => Math.ceil(parts.reduce((n, p) => n + p.length, 0) / 4);
  const prompt_tokens = tokens(read);
  const completion_tokens = tokens(written);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

/** Word groups whose concatenation is exactly `content` (whitespace kept with the word before it). */
export function chunks(content: string, wordsPerChunk = 4): string[] {
  const pieces = content.match(/\s+|\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) out.push(pieces.slice(i, i + wordsPerChunk).join(''));
  return out.join('') === content ? out : [content];
}
