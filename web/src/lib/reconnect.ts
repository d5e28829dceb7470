/**
 * Spec §9's back-off, for the live channel (lib/realtime.ts) and for answers sent again. On its own so that a page
 * can retry with it without downloading the live channel.
 */
export const RECONNECT_SCHEDULE_MS = [1000, 2000, 5000, 10000] as const;

/** The wait before reconnect attempt n (1-based). */
export function reconnectDelay(attempt: number): number {
  const schedule = RECONNECT_SCHEDULE_MS;
  return schedule[Math.min(Math.max(attempt, 1), schedule.length) - 1]!;
}
