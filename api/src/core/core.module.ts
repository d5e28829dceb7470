import {
  AiJobQueue,
  DraftKeyQueue,
  EventFeed,
  InstanceEngine,
  InstanceReadModel,
  RedisEventPublisher,
  closeRedis,
  connectDatabase,
  reportOutages,
} from '@checkin/engine';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Clock } from './clock.js';

/** The main Redis connection (queues, publishing). Subscribers open their own. */
export const REDIS = Symbol('REDIS');

/** Where the API tells of its links to Redis lost and back (see reportOutages). */
const connections = new Logger('Connections');

@Injectable()
class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly jobs: AiJobQueue,
    private readonly drafts: DraftKeyQueue,
    private readonly publisher: RedisEventPublisher,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.jobs.close(), this.drafts.close(), this.publisher.close()]);
    await closeRedis(this.redis);
    if (this.db.isInitialized) await this.db.destroy();
  }
}

@Global()
@Module({
  providers: [
    Clock,
    {
      provide: DataSource,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        connectDatabase(config.DATABASE_URL, { poolSize: config.DB_POOL_SIZE, applicationName: 'checkin-api' }),
    },
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        reportOutages(new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }), 'queues and announcements', (line) =>
          connections.warn(line),
        ),
    },
    {
      provide: AiJobQueue,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => new AiJobQueue(redis, config.QUEUE_PREFIX),
    },
    {
      provide: DraftKeyQueue,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => new DraftKeyQueue(redis, config.QUEUE_PREFIX),
    },
    { provide: RedisEventPublisher, inject: [REDIS], useFactory: (redis: Redis) => new RedisEventPublisher(redis) },
    {
      provide: InstanceEngine,
      inject: [DataSource, RedisEventPublisher, AiJobQueue],
      useFactory: (db: DataSource, publisher: RedisEventPublisher, jobs: AiJobQueue) =>
        new InstanceEngine(db, publisher, jobs),
    },
    { provide: InstanceReadModel, inject: [DataSource], useFactory: (db: DataSource) => new InstanceReadModel(db) },
    { provide: EventFeed, inject: [DataSource], useFactory: (db: DataSource) => new EventFeed(db) },
    ConnectionsCloser,
  ],
  exports: [
    Clock,
    DataSource,
    REDIS,
    AiJobQueue,
    DraftKeyQueue,
    RedisEventPublisher,
    InstanceEngine,
    InstanceReadModel,
    EventFeed,
  ],
})
export class CoreModule {}
