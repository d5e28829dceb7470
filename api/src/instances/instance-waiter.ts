import { APPENDED_CHANNEL, type AppendedNotice } from '@checkin/contracts';
import type { LiveInstanceState } from '@checkin/domain';
import { InstanceEngine } from '@checkin/engine';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../core/core.module.js';
import type { Outcome } from './waits.js';

export type WaitResult<T> = Outcome<T> | { timedOut: true };

/**
 * Lets a synchronous spec call wait for the AI work it started. Every append, by any API node or worker, is
 * announced on a Redis channel; a waiter re-reads the instance when its instance is named. It also reads once
 * on registering, so a result that landed first is not missed.
 */
@Injectable()
export class InstanceWaiter implements OnModuleInit, OnApplicationShutdown {
  private subscriber!: Redis;
  private readonly waiting = new Map<string, Set<() => void>>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly engine: InstanceEngine,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => {
      const notice = JSON.parse(message) as AppendedNotice;
      this.waiting.get(notice.instanceId)?.forEach((wake) => wake());
    });
    await this.subscriber.subscribe(APPENDED_CHANNEL);
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  until<T>(
    instanceId: string,
    check: (state: LiveInstanceState) => Outcome<T> | undefined,
    timeoutMs: number,
  ): Promise<WaitResult<T>> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let reading = false;
      let readAgain = false;
      const wakers = this.waiting.get(instanceId) ?? new Set<() => void>();
      this.waiting.set(instanceId, wakers);

      const settle = (result: WaitResult<T> | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        wakers.delete(wake);
        if (wakers.size === 0) this.waiting.delete(instanceId);
        if (result instanceof Error) reject(result);
        else resolve(result);
      };
      const wake = () => {
        if (reading) {
          readAgain = true;
          return;
        }
        reading = true;
        void (async () => {
          try {
            do {
              readAgain = false;
              const state = await this.engine.load(instanceId);
              const outcome = state.status === 'Empty' ? undefined : check(state);
              if (outcome) return settle(outcome);
            } while (readAgain && !settled);
          } catch (error) {
            settle(error as Error);
          } finally {
            reading = false;
          }
        })();
      };
      const timer = setTimeout(() => settle({ timedOut: true }), timeoutMs);
      wakers.add(wake);
      wake();
    });
  }
}
