import { AI_PROVIDERS } from '@checkin/contracts';
import { DEFAULT_POOL_SIZE, loadEnv } from '@checkin/engine';
import { z } from 'zod';
import { rateLimit, singleLimit } from './auth/rate-limit/rate-limit-config.js';

const httpUrl = z.url('must be an http(s) URL').regex(/^https?:\/\//, 'must be an http(s) URL');
/** An empty variable counts as unset: compose files often pass `OIDC_ISSUER=` through. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL'),
    REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
    JWT_SECRET: z.string().min(16, 'must be at least 16 characters'),
    /** Where the built web app is; the API serves it when set. */
    WEB_DIST_DIR: z.string().optional(),
    /** The examiner the workers run (see the worker's settings); the builder tells teachers what it can do. */
    AI_PROVIDER: z.enum(AI_PROVIDERS).default('offline'),
    /** How long a synchronous spec call waits for the AI work it started. */
    AI_WAIT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Redis key prefix of the AI job queues: installations sharing one Redis each take their own. */
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes')
      .default('checkin'),
    STUDENT_TOKEN_TTL: z.string().default('12h'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).default(DEFAULT_POOL_SIZE),
    /** The web app's address as users reach it: the links in mails point there. */
    PUBLIC_URL: z
      .url('must be an http(s) URL')
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Origins of other pages that may open the live-updates socket besides PUBLIC_URL's (comma-separated). */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl.transform((url) => new URL(url).origin))),
    /** The web app's tag manager, when it is built with one: its origins join the pages' content security policy. */
    VITE_GTM_ID: z.preprocess(unsetIfEmpty, z.string().optional()),
    /** A bearer token that shows /health's details to callers from elsewhere than this machine. */
    HEALTH_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(16, 'must be at least 16 characters').optional()),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('CheckIn <no-reply@checkin.local>'),
    /** The team's address: the public site's forms (sales inquiries and the like) are mailed there. */
    TEAM_EMAIL: z.email('must be an email address').default('team@checkin.local'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** The proxies to trust (`true`, a hop count, or addresses): set it behind a reverse proxy, so that rate limits see the client's address. */
    TRUST_PROXY: z.string().optional(),
    RATE_LIMIT_SIGNUP: rateLimit('20,5/3600'),
    RATE_LIMIT_TOKEN: rateLimit('30,10/300'),
    RATE_LIMIT_ACCOUNT_GUESSES: singleLimit('10/300'),
    RATE_LIMIT_REFRESH: rateLimit('300/300'),
    RATE_LIMIT_OTP: rateLimit('20,5/3600'),
    RATE_LIMIT_VERIFY: rateLimit('60,10/300'),
    RATE_LIMIT_RECOVER: rateLimit('20,5/3600'),
    RATE_LIMIT_RESEND: rateLimit('20,5/3600'),
    RATE_LIMIT_FACTOR_VERIFY: rateLimit('30,10/300'),
    /** Student tokens per address and per session: a school's classes share one address behind its NAT. */
    RATE_LIMIT_STUDENT_TOKEN: rateLimit('200,300/300'),
    /** Check-ins created per address and per session. */
    RATE_LIMIT_INSTANCE: rateLimit('200,300/300'),
    /** Sales inquiries per address and per sender's email. */
    /** The public site's forms (waitlist, contactus, support requests) per address and per email or account. */
    RATE_LIMIT_PUBLIC_FORM: rateLimit('20,5/3600'),
    /** An OpenID Connect provider (single sign-on): offered only when issuer, client id and secret are all set. */
    OIDC_ISSUER: z.preprocess(unsetIfEmpty, httpUrl.optional()),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_PROVIDER_ID: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/, 'must be lowercase letters, digits, dashes and underscores')
      .refine((id) => !['email', 'google'].includes(id), 'must not be email or google')
      .default('oidc'),
    OIDC_PROVIDER_NAME: z.string().min(1).max(60).default('Single sign-on'),
    /** Email domains whose users POST /auth/v1/sso sends to that provider (comma-separated). */
    OIDC_DOMAINS: z.string().optional(),
    /** Sign-in with Google, offered when its client id and secret are set. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.preprocess(unsetIfEmpty, httpUrl.default('https://accounts.google.com')),
  })
  .superRefine((env, context) => {
    // Without mail nobody can confirm an account; the dev mailbox is never served in production.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production' });
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type AppConfig = z.infer<typeof schema>;

export const APP_CONFIG = Symbol('APP_CONFIG');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadEnv(schema, env);
}

/**
 * Which proxies in front are trusted to name the client (TRUST_PROXY): none (false), all (`true`), the nearest hops
 * (a count), or those at the addresses and subnets given (`loopback, 10.0.0.0/8`).
 */
export function proxyTrust(
  config: Pick<AppConfig, 'TRUST_PROXY'>,
): boolean | string | ((address: string, hop: number) => boolean) {
  const value = config.TRUST_PROXY;
  if (value === undefined || ['', 'false', '0'].includes(value)) return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
