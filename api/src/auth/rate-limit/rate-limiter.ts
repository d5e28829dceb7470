import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
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
  }

  /**
   * Counts a password guess against an account from any address: past `RATE_LIMIT_ACCOUNT_GUESSES` a correct password
   * alone no longer signs in (see PasswordGrant). Never refuses by itself, so guessers cannot lock the owner out.
   */
  async countGuess(account: string): Promise<void> {
    const key = this.guessKey(account);
    await this.redis.multi().incr(key).expire(key, this.config.RATE_LIMIT_ACCOUNT_GUESSES.windowSeconds).exec();
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
    if (subjects.ip) await this.count(`${bucket}:ip:${subjects.ip}`, limits.perIp);
    if (subjects.account && limits.perAccount) {
      await this.count(`${bucket}:account:${hashed(subjects.account.toLowerCase())}`, limits.perAccount);
    }
  }

  private async count(subject: string, limit: Limit): Promise<void> {
    const nowMs = Date.now();
    const windowMs = limit.windowSeconds * 1000;
    const window = Math.floor(nowMs / windowMs);
    const key = this.windowKey(subject, limit, nowMs);
    const results = await this.redis.multi().incr(key).expire(key, limit.windowSeconds).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - nowMs) / 1000));
      throw rateLimited(retryAfter);
    }
  }

  private windowKey(subject: string, limit: Limit, nowMs: number): string {
    return `${this.config.QUEUE_PREFIX}:rate:${subject}:${Math.floor(nowMs / (limit.windowSeconds * 1000))}`;
  }
}

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);
