import { loadEnv } from '@checkin/engine';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL'),
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
  AI_PROVIDER: z.enum(['offline']).default('offline'),
  /** Jobs each queue runs at once in this process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /** How long a job's lock lasts; a worker that dies mid-job has its job picked up again after this. */
  WORKER_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  /** Added latency before every model call, to try the product under a slow model (0: none). */
  AI_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).default(20),
});

export type WorkerConfig = z.infer<typeof schema>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  return loadEnv(schema, env);
}
