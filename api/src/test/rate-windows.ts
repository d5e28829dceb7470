import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits, if the rate limiter's current window of `seconds` ends within 5 s, for the next one: the limits count in fixed
 * windows (from multiples of their length), and the requests a test sends next must all fall in one, or the counts
 * start again mid-test and a flood gets through.
 */
export async function inOneWindow(seconds: number): Promise<void> {
  const windowMs = seconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 5000) await sleep(left + 50);
}
