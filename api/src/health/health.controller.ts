import { AI_QUEUE } from '@checkin/contracts';
import { AiJobQueue, WORKER_HEARTBEAT_PREFIX, heartbeatMemory, watchMemory } from '@checkin/engine';
import { Controller, Get, Inject, type OnModuleDestroy, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, proxyTrust } from '../config.js';
import { REDIS } from '../core/core.module.js';

async function check<T>(probe: () => Promise<T>): Promise<{ up: true; value: T } | { up: false; error: string }> {
  try {
    return { up: true, value: await probe() };
  } catch (error) {
    return { up: false, error: (error as Error).message };
  }
}

/** Headers a proxy adds to what it relays: without TRUST_PROXY, a request carrying one is not taken as local. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A caller on this machine (npm start, a container's health check). Behind a proxy that TRUST_PROXY trusts, the
 * caller is the client the proxy names (request.ip); a proxy not trusted hides the client, so whatever it relays
 * is not local.
 */
function isLocalCaller(request: FastifyRequest, proxyTrusted: boolean): boolean {
  if (!proxyTrusted && FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK.test(request.ip ?? '');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Liveness for anyone: 200 `{ status: 'ok' }` when the database, Redis, the queues and a worker are up, else 503
 * `{ status: 'unavailable' }`. What is down, how deep the queues are and the memory of this API process and of each
 * worker, only for a local caller or one with HEALTH_TOKEN (`Authorization: Bearer …`).
 */
@Controller('health')
export class HealthController implements OnModuleDestroy {
  /** Whether a proxy in front is trusted to name the client (TRUST_PROXY), read once. */
  private readonly proxyTrusted: boolean;
  private readonly memory = watchMemory();

  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly jobs: AiJobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.proxyTrusted = proxyTrust(config) !== false;
  }

  @Get()
  async health(@Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    const [database, redis, queues, workers] = await Promise.all([
      check(() => this.db.query('SELECT 1')),
      check(() => this.redis.ping()),
      check(async () => ({ [AI_QUEUE]: await this.jobs.counts() })),
      check(() => this.heartbeats()),
    ]);
    const workerCount = workers.up ? workers.value.length : 0;
    const ok = database.up && redis.up && queues.up && workerCount > 0;
    const status = ok ? 'ok' : 'unavailable';
    const details = {
      database: database.up ? 'up' : `down: ${database.error}`,
      redis: redis.up ? 'up' : `down: ${redis.error}`,
      queues: queues.up ? queues.value : `down: ${queues.error}`,
      worker: workerCount > 0 ? { status: 'up', count: workerCount } : { status: 'down', count: 0 },
      memory: {
        api: this.memory.read(),
        workers: workers.up ? workers.value.flatMap((value) => heartbeatMemory(value) ?? []) : [],
      },
    };
    void response.status(ok ? 200 : 503).send(this.showsDetails(request) ? { status, ...details } : { status });
  }

  onModuleDestroy(): void {
    this.memory.stop();
  }

  /** The live workers' heartbeats: one value (the worker's memory) each. */
  private async heartbeats(): Promise<Array<string | null>> {
    const keys = await this.redis.keys(`${WORKER_HEARTBEAT_PREFIX}*`);
    return keys.length === 0 ? [] : this.redis.mget(keys);
  }

  private showsDetails(request: FastifyRequest): boolean {
    return this.hasHealthToken(request.headers.authorization) || isLocalCaller(request, this.proxyTrusted);
  }

  private hasHealthToken(authorization: string | undefined): boolean {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (!this.config.HEALTH_TOKEN || token === undefined) return false;
    return timingSafeEqual(digest(token), digest(this.config.HEALTH_TOKEN));
  }
}
