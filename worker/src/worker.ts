import {
  AI_JOB_STALLS,
  AI_QUEUE,
  DRAFT_KEY_QUEUE,
  RATING_QUEUE,
  type AiJobData,
  type DraftKeyJobData,
  type RatingJobData,
} from '@checkin/contracts';
import {
  AiJobQueue,
  DraftKeyQueue,
  InstanceChannels,
  InstanceEngine,
  InstanceReadModel,
  RatingRequests,
  RedisEventPublisher,
  WORKER_HEARTBEAT_PREFIX,
  closeRedis,
  connectDatabase,
  reportOutages,
  reportQueueErrors,
  reportedCopy,
  watchMemory,
} from '@checkin/engine';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { hostname } from 'node:os';
import type { WorkerConfig } from './config.js';
import { OfflineExaminer } from './llm/offline/offline-examiner.js';
import { ChatClient } from './llm/openai/chat-client.js';
import { OpenAiProvider } from './llm/openai/openai-provider.js';
import { PromptStore, type Queryable } from './llm/prompts.js';
import type { LlmProvider } from './llm/provider.js';
import { withPacing } from './llm/with-pacing.js';
import { modelApiBackoff } from './model-api-backoff.js';
import { AiProcessor } from './processors/ai-processor.js';
import { DraftKeyProcessor } from './processors/draft-key-processor.js';
import { IdleSweeper, sweepEveryMs } from './processors/idle-sweeper.js';
import { RatingProcessor } from './processors/rating-processor.js';

const HEARTBEAT_MS = 5_000;
const SWEEP_MS = 30_000;
/** Work pending this long with no append is enqueued again by the sweep (a no-op when its job is still there). */
const SWEEP_QUIET_MS = 10_000;
/** A given conversation's rating request this old has been given up by its call (which waits far less). */
const RATING_REQUEST_MAX_AGE_MS = 3_600_000;

export type RunningWorker = { close(): Promise<void> };

function providerFor(config: WorkerConfig, db: Queryable): LlmProvider {
  return withPacing(examinerFor(config, db), { latencyMs: config.AI_LATENCY_MS, chunkMs: config.AI_STREAM_CHUNK_MS });
}

/** The model's API, when one is configured. */
export function chatClientFor(config: WorkerConfig): ChatClient | null {
  if (config.AI_PROVIDER !== 'openai') return null;
  // Local servers (Ollama, vLLM, llama.cpp) ignore the key, but the SDK wants one.
  return new ChatClient({
    baseURL: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY ?? 'unused',
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}

function examinerFor(config: WorkerConfig, db: Queryable): LlmProvider {
  switch (config.AI_PROVIDER) {
    case 'offline':
      return new OfflineExaminer();
    case 'openai': {
      return new OpenAiProvider(chatClientFor(config)!, new PromptStore(db), {
        conversation: config.AI_CONVERSATION_MODEL,
        rating: config.AI_RATING_MODEL,
      });
    }
    default: {
      const unknown: never = config.AI_PROVIDER;
      throw new Error(`Unknown AI_PROVIDER ${String(unknown)}`);
    }
  }
}

/**
 * Starts the AI workers of one process: a BullMQ worker for the turns, one for given conversations' ratings (and one
 * for drafts with a model), a heartbeat, a sweep for lost work and old rating requests, and a sweep that abandons
 * idle instances.
 */
export async function startWorker(
  config: WorkerConfig,
  log: (line: string) => void = console.log,
): Promise<RunningWorker> {
  const db = await connectDatabase(config.DATABASE_URL, {
    poolSize: config.DB_POOL_SIZE,
    applicationName: 'checkin-worker',
  });
  const redis = reportOutages(
    new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
    'queues and announcements',
    log,
  );
  const publisher = new RedisEventPublisher(redis);
  const jobs = new AiJobQueue(redis, config.QUEUE_PREFIX);
  const engine = new InstanceEngine(db, publisher, jobs);
  // The instances of its last jobs, heard as the API appends answers: the next job on one starts without a read.
  const channels = new InstanceChannels(redis, engine);
  channels.open();
  const provider = providerFor(config, db);
  const processor = new AiProcessor(engine, channels, provider, publisher.sockets);

  const turns = new Worker<AiJobData>(AI_QUEUE, (job) => processor.process(job), {
    connection: reportedCopy(redis, `worker ${AI_QUEUE}`),
    prefix: config.QUEUE_PREFIX,
    concurrency: config.WORKER_CONCURRENCY,
    lockDuration: config.WORKER_LOCK_MS,
    stalledInterval: Math.max(500, Math.floor(config.WORKER_LOCK_MS / 2)),
    // Past AI_JOB_STALLS the processor records the job's work as failed. BullMQ fails a job stalled past its own limit
    // without running it, and so without a word to the student: that comes only if that last run stops too, and the
    // sweep then asks for the work again (AiJobQueue.askAgain).
    maxStalledCount: AI_JOB_STALLS + 1,
    settings: { backoffStrategy: modelApiBackoff },
  });
  reportQueueErrors(turns, `worker ${AI_QUEUE}`, redis);
  turns.on('failed', (job, error) => log(`job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));
  const requests = new RatingRequests(db);
  const rater = new RatingProcessor(requests, provider);
  const ratings = new Worker<RatingJobData>(RATING_QUEUE, (job) => rater.process(job), {
    connection: reportedCopy(redis, `worker ${RATING_QUEUE}`),
    prefix: config.QUEUE_PREFIX,
    concurrency: config.WORKER_CONCURRENCY,
    lockDuration: config.WORKER_LOCK_MS,
    settings: { backoffStrategy: modelApiBackoff },
  });
  reportQueueErrors(ratings, `worker ${RATING_QUEUE}`, redis);
  const workers: Array<{ close(): Promise<void> }> = [turns, ratings];

  // Drafting answer keys takes a model: without one, the API refuses drafts and nothing listens here.
  const client = chatClientFor(config);
  if (client) {
    const drafts = new DraftKeyQueue(redis, config.QUEUE_PREFIX);
    const drafting = new DraftKeyProcessor(client, config.AI_RATING_MODEL, drafts, publisher.sockets);
    const drafter = new Worker<DraftKeyJobData>(DRAFT_KEY_QUEUE, (job) => drafting.process(job), {
      connection: reportedCopy(redis, `worker ${DRAFT_KEY_QUEUE}`),
      prefix: config.QUEUE_PREFIX,
      concurrency: config.WORKER_CONCURRENCY,
      settings: { backoffStrategy: modelApiBackoff },
    });
    reportQueueErrors(drafter, `worker ${DRAFT_KEY_QUEUE}`, redis);
    workers.push(drafter, drafts);
  }

  // The heartbeat carries the worker's memory, for the API's health details.
  const heartbeatKey = `${WORKER_HEARTBEAT_PREFIX}${hostname()}-${process.pid}`;
  const memory = watchMemory();
  const beat = () =>
    redis.set(heartbeatKey, JSON.stringify(memory.read()), 'PX', HEARTBEAT_MS * 3).catch(() => undefined);
  await beat();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);

  // Work asked for by an append whose enqueue never happened (a crash in between) is found here.
  const readModel = new InstanceReadModel(db);
  const sweep = async (quietMs: number) => {
    for (const id of await readModel.withPendingWork(quietMs)) await engine.resumePendingWork(id);
    await requests.removeStale(RATING_REQUEST_MAX_AGE_MS);
  };
  // At start, all of it: a worker starting may be the first to run since the work was asked for.
  await sweep(0).catch((error: Error) => log(`sweep failed: ${error.message}`));
  const sweeper = setInterval(
    () => sweep(SWEEP_QUIET_MS).catch((error: Error) => log(`sweep failed: ${error.message}`)),
    SWEEP_MS,
  );

  // Check-ins left idle are abandoned. Every worker sweeps (the expected version makes a race harmless), on a timer
  // of its own rather than a schedule kept in Redis, which losing Redis would silently stop.
  const idleMs = config.INSTANCE_IDLE_MINUTES * 60_000;
  const idleSweeper = new IdleSweeper(engine, readModel, idleMs);
  const idleSweep = setInterval(
    () => idleSweeper.sweep().catch((error: Error) => log(`idle sweep failed: ${error.message}`)),
    sweepEveryMs(idleMs),
  );

  log(`CheckIn worker ready: ${config.AI_PROVIDER} examiner, ${config.WORKER_CONCURRENCY} turns at once`);
  return {
    async close() {
      clearInterval(heartbeat);
      memory.stop();
      clearInterval(sweeper);
      clearInterval(idleSweep);
      await Promise.all(workers.map((w) => w.close()));
      await redis.del(heartbeatKey).catch(() => undefined);
      await Promise.all([jobs.close(), publisher.close(), channels.close()]);
      await closeRedis(redis);
      await db.destroy();
    },
  };
}
