import { loadEnv } from '@checkin/engine';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL'),
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
  JWT_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /** Where the built web app is; the API serves it when set. */
  WEB_DIST_DIR: z.string().optional(),
  /** How long a synchronous spec call waits for the AI work it started. */
  AI_WAIT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Redis key prefix of the AI job queues: installations sharing one Redis each take their own. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes')
    .default('checkin'),
  STUDENT_TOKEN_TTL: z.string().default('12h'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).default(20),
});

export type AppConfig = z.infer<typeof schema>;

export const APP_CONFIG = Symbol('APP_CONFIG');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadEnv(schema, env);
}
