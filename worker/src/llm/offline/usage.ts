/** Honest token estimates for work done without a model. */
import type { Usage } from '@checkin/domain';

export const OFFLINE_MODEL = 'offline-examiner';

/** About four characters a token: the material the examiner actually read, and what it wrote. */
export function estimateUsage(read: string[], written: string[]): Usage {
  const tokens = (parts: string[]) => Math.ceil(parts.reduce((n, p) => n + p.length, 0) / 4);
  const prompt_tokens = tokens(read);
  const completion_tokens = tokens(written);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}
