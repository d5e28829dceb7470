import { AuthError } from './auth-error';

/** Spec §9: the auto-refresh tick. */
export const AUTO_REFRESH_TICK_MS = 30_000;
/** A session with less than this left is refreshed (three ticks: a missed tick or two still leaves time). */
export const REFRESH_THRESHOLD_MS = 3 * AUTO_REFRESH_TICK_MS;
/** Spec §9: the first wait before retrying a refresh; it doubles each time. */
export const RETRY_FIRST_DELAY_MS = 200;
/** How often a signed-in teacher's account status is checked again. */
export const STATUS_CHECK_INTERVAL_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const text = error instanceof Error ? error.message : String(error);
  return new AuthError(text || 'Network error', 0, 'network');
}

/**
 * Tries `attempt` until it succeeds, waiting 200, 400, 800 … ms between tries, but only while the failure is
 * retryable (502, 503, 504 or no answer) and the next try still starts within one tick: the tick after takes over.
 */
export async function withBackoff<T>(attempt: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const startedAt = now();
  for (let retries = 0; ; retries++) {
    try {
      return await attempt();
    } catch (caught) {
      const error = toAuthError(caught);
      const delay = RETRY_FIRST_DELAY_MS * 2 ** retries;
      if (!error.retryable || now() + delay - startedAt >= AUTO_REFRESH_TICK_MS) throw error;
      await sleep(delay);
    }
  }
}
