import { InstanceChannels as Channels, InstanceEngine } from '@checkin/engine';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../core/core.module.js';

/** The API node's ear on the instances' channels (see InstanceChannels in @checkin/engine), opened with the app. */
@Injectable()
export class InstanceChannels extends Channels implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(REDIS) redis: Redis, engine: InstanceEngine) {
    super(redis, engine);
  }

  onModuleInit(): void {
    this.open();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
