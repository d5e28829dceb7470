import { AI_PROVIDERS } from '@checkin/contracts';
import { DEFAULT_POOL_SIZE, loadEnv } from '@checkin/engine';
import { z } from 'zod';

const OPENAI_DEFAULT_URL = 'https://api.openai.com/v1';

/** An empty variable (`OPENAI_API_KEY=` in a compose file) counts as not set. */
const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL'),
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
  /** `offline`: the built-in examiner; `openai`: any OpenAI-compatible chat completions API. */
  /** Redis key prefix of the AI job queues: installations sharing one Redis each take their own. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes')
    .default('checkin'),
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('offline'),
  /** OpenAI, an Azure OpenAI v1 endpoint, Ollama, vLLM or llama.cpp server (`http://localhost:11434/v1`). */
  OPENAI_BASE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(OPENAI_DEFAULT_URL),
  ),
  /** Required by api.openai.com; local servers take any value, or none. */
  OPENAI_API_KEY: optional(z.string().optional()),
  /** Writes the questions (the spec's `gpt-3` tier in token usage). */
  AI_CONVERSATION_MODEL: optional(z.string().trim().min(1).default('gpt-4o-mini')),
  /** Rates answers and conversations (the spec's `gpt-4` tier). */
  AI_RATING_MODEL: optional(z.string().trim().min(1).default('gpt-4o')),
  /** How long one model call may take before it fails and the job is retried. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** Turns (an event's AI work: a reply and a rating) this process works on at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  /**
   * How long a job's lock lasts (renewed at half of it while the job runs); a worker that dies mid-job has its job
   * picked up again within 1.5 times this. A job taken up twice is harmless (the instance records one result).
   */
  WORKER_LOCK_MS: z.coerce.number().int().min(500).default(10_000),
  /** Added latency before every model call, to try the product under a slow model (0: none). */
  AI_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  /** Added pause between the streamed chunks of each AI reply (0: none). */
  AI_STREAM_CHUNK_MS: z.coerce.number().int().min(0).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).default(DEFAULT_POOL_SIZE),
  /**
   * Minutes without activity after which a check-in not yet over is abandoned. An hour: a check-in takes a few
   * minutes per question and an AI reply at most a few (a minute per attempt), so an hour of silence means the
   * student left. Fractions allowed (tests use seconds).
   */
  INSTANCE_IDLE_MINUTES: z.coerce.number().positive().max(10_080).default(60),
});

/** The variables the cross-check reads; it runs, beside the other issues, only once these three are valid. */
const CROSS_CHECKED = ['AI_PROVIDER', 'OPENAI_BASE_URL', 'OPENAI_API_KEY'];

const schema = fields.refine(
  (c) =>
    c.AI_PROVIDER !== 'openai' || Boolean(c.OPENAI_API_KEY) || new URL(c.OPENAI_BASE_URL).hostname !== 'api.openai.com',
  {
    path: ['OPENAI_API_KEY'],
    message:
      'is required when AI_PROVIDER=openai and OPENAI_BASE_URL is api.openai.com (set OPENAI_BASE_URL for a local server)',
    when: (payload) => (payload.issues ?? []).every((issue) => !CROSS_CHECKED.includes(String(issue.path?.[0]))),
  },
);

export type WorkerConfig = z.infer<typeof schema>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  return loadEnv(schema, env);
}

/** The rating model's settings alone (no database or queue): what the grading evaluation needs to call it. */
const ratingModel = fields.pick({
  OPENAI_BASE_URL: true,
  OPENAI_API_KEY: true,
  AI_RATING_MODEL: true,
  AI_TIMEOUT_MS: true,
});
export type RatingModelConfig = z.infer<typeof ratingModel>;

export function loadRatingModelConfig(env: NodeJS.ProcessEnv = process.env): RatingModelConfig {
  return loadEnv(ratingModel, env);
}
