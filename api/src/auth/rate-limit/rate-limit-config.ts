import { z } from 'zod';

/** At most `max` requests in each fixed window of `windowSeconds`. */
export type Limit = { max: number; windowSeconds: number };
/** The limits of one kind of request: by client address, and by the account it names (an email, a user). */
export type BucketLimits = { perIp: Limit; perAccount: Limit | null };

const FORMAT = /^(\d+)(?:,(\d+))?\/(\d+)$/;

/**
 * A rate limit as configured: `30,10/300` is 30 requests per IP address and 10 per account in 300 seconds;
 * `300/300` limits by address only.
 */
export function rateLimit(fallback: string) {
  return z
    .string()
    .regex(FORMAT, 'must look like 30,10/300 (per IP, per account / window in seconds) or 300/300')
    .default(fallback)
    .transform((value): BucketLimits => {
      const [, ip, account, window] = FORMAT.exec(value)!;
      const windowSeconds = Math.max(1, Number(window));
      return {
        perIp: { max: Number(ip), windowSeconds },
        perAccount: account === undefined ? null : { max: Number(account), windowSeconds },
      };
    });
}

const SINGLE = /^(\d+)\/(\d+)$/;

/** One limit as configured: `10/300` is 10 in 300 seconds. */
export function singleLimit(fallback: string) {
  return z
    .string()
    .regex(SINGLE, 'must look like 10/300 (count / window in seconds)')
    .default(fallback)
    .transform((value): Limit => {
      const [, max, window] = SINGLE.exec(value)!;
      return { max: Number(max), windowSeconds: Math.max(1, Number(window)) };
    });
}
