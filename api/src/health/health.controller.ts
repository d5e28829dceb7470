import { AiJobQueue } from '@checkin/engine';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../core/core.module.js';

/** Workers announce themselves under this prefix with a short expiry; a live key is a live worker. */
export const WORKER_HEARTBEAT_PREFIX = 'checkin:worker:';

async function check<T>(probe: () => Promise<T>): Promise<{ up: true; value: T } | { up: false; error: string }> {
  try {
    return { up: true, value: await probe() };
  } catch (error) {
    return { up: false, error: (error as Error).message };
  }
}

@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly jobs: AiJobQueue,
  ) {}

  @Get()
  async health(@Res() response: Response): Promise<void> {
    const [database, redis, queues, workers] = await Promise.all([
      check(() => this.db.query('SELECT 1')),
      check(() => this.redis.ping()),
      check(() => this.jobs.counts()),
      check(() => this.redis.keys(`${WORKER_HEARTBEAT_PREFIX}*`)),
    ]);
    const workerCount = workers.up ? workers.value.length : 0;
    const ok = database.up && redis.up && queues.up && workerCount > 0;
    response.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'unavailable',
      database: database.up ? 'up' : `down: ${database.error}`,
      redis: redis.up ? 'up' : `down: ${redis.error}`,
      queues: queues.up ? queues.value : `down: ${queues.error}`,
      worker: workerCount > 0 ? { status: 'up', count: workerCount } : { status: 'down', count: 0 },
    });
  }
}
