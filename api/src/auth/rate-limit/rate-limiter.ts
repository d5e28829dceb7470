import { Inject, Injectable } from '@nestjs/common';
import type { Redis, Result } from 'ioredis';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { REDIS } from '../../core/core.module.js';
import { rateLimited } from '../auth-errors.js';
import type { BucketLimits, Limit } from './rate-limit-config.js';

/** Kinds of requests limited separately, each with its limits from config. */
export type Bucket =
  | 'signup'
  | 'token'
  | 'refresh'
  | 'otp'
  | 'verify'
  | 'recover'
  | 'resend'
  | 'factor_verify'
  | 'student_token'
  | 'instance_create'
  | 'public_form';

/**
 * Who a request counts against: the client's address and, when it names one, the account (email or user id; for
 * a student's requests, the session they join).
 */
export type Subjects = { ip: string | null; account?: string | null };

/**
 * Fixed-window counters in Redis, shared by every API node. Accounts are hashed in the keys: Redis keeps them in
 * clear. `hit` counts the request and throws a 429 (with Retry-After) once a limit is passed.
 */
@Injectable()
export class RateLimiter {
  private readonly buckets: Record<Bucket, BucketLimits>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.buckets = {
      signup: config.RATE_LIMIT_SIGNUP,
      token: config.RATE_LIMIT_TOKEN,
      refresh: config.RATE_LIMIT_REFRESH,
      otp: config.RATE_LIMIT_OTP,
      verify: config.RATE_LIMIT_VERIFY,
      recover: config.RATE_LIMIT_RECOVER,
      resend: config.RATE_LIMIT_RESEND,
      factor_verify: config.RATE_LIMIT_FACTOR_VERIFY,
      student_token: config.RATE_LIMIT_STUDENT_TOKEN,
      instance_create: config.RATE_LIMIT_INSTANCE,
      public_form: config.RATE_LIMIT_PUBLIC_FORM,
    };
    redis.defineCommand('countInWindows', { lua: COUNT_IN_WINDOWS });
  }

  /**
   * Counts a password guess against an account from any address: past `RATE_LIMIT_ACCOUNT_GUESSES` a correct password
   * alone no longer signs in (see PasswordGrant). Never refuses by itself, so guessers cannot lock the owner out.
   */
  async countGuess(account: string): Promise<void> {
    await this.counted([{ key: this.guessKey(account), limit: this.config.RATE_LIMIT_ACCOUNT_GUESSES }]);
  }

  /** Whether wrong passwords for this account, from anywhere, reached their limit in the current window. */
  async guessedTooOften(account: string): Promise<boolean> {
    return Number((await this.redis.get(this.guessKey(account))) ?? 0) >= this.config.RATE_LIMIT_ACCOUNT_GUESSES.max;
  }

  private guessKey(account: string): string {
    const subject = `guess:account:${hashed(account.toLowerCase())}`;
    return this.windowKey(subject, this.config.RATE_LIMIT_ACCOUNT_GUESSES, Date.now());
  }

  async hit(bucket: Bucket, subjects: Subjects, limits: BucketLimits = this.buckets[bucket]): Promise<void> {
    const nowMs = Date.now();
    const windows: Window[] = [];
    if (subjects.ip) {
      windows.push({ key: this.windowKey(`${bucket}:ip:${subjects.ip}`, limits.perIp, nowMs), limit: limits.perIp });
    }
    if (subjects.account && limits.perAccount) {
      const subject = `${bucket}:account:${hashed(subjects.account.toLowerCase())}`;
      windows.push({ key: this.windowKey(subject, limits.perAccount, nowMs), limit: limits.perAccount });
    }
    const over = await this.counted(windows);
    if (over) {
      const windowMs = over.limit.windowSeconds * 1000;
      const retryAfter = Math.max(1, Math.ceil(((Math.floor(nowMs / windowMs) + 1) * windowMs - nowMs) / 1000));
      throw rateLimited(retryAfter);
    }
  }

  /**
   * Counts the request in each window, in order, in one round trip, and answers the first window it passed the limit
   * of: the windows after that one do not count it (a request refused by its address is not counted against its
   * account).
   */
  private async counted(windows: Window[]): Promise<Window | null> {
    if (windows.length === 0) return null;
    const args = windows.flatMap(({ limit }) => [limit.windowSeconds, limit.max]);
    const over = await this.redis.countInWindows(windows.length, ...windows.map((w) => w.key), ...args);
    return over > 0 ? windows[over - 1]! : null;
  }

  private windowKey(subject: string, limit: Limit, nowMs: number): string {
    return `${this.config.QUEUE_PREFIX}:rate:${subject}:${Math.floor(nowMs / (limit.windowSeconds * 1000))}`;
  }
}

/** A window's counter and the limit it counts against. */
type Window = { key: string; limit: Limit };

/**
 * Counts a request in each window's key (KEYS), which expires with its window (ARGV, per key: its window in seconds,
 * then its max). Returns the 1-based place of the first key past its max, where counting stops, or 0.
 */
const COUNT_IN_WINDOWS = `
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('EXPIRE', key, ARGV[2 * i - 1]) end
  if count > tonumber(ARGV[2 * i]) then return i end
end
return 0`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** See COUNT_IN_WINDOWS. */
    countInWindows(numberOfKeys: number, ...keysThenArgs: (string | number)[]): Result<number, Context>;
  }
}

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);
