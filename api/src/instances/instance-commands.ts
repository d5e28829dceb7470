import type { Actor } from '@checkin/contracts';
import type { InstanceCommand } from '@checkin/domain';
import { type ExecuteResult, InstanceEngine } from '@checkin/engine';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { fromDomainError } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Clock } from '../core/clock.js';
import { InstanceAccess, actorLabel } from './instance-access.js';
import { InstanceWaiter, type WaitResult } from './instance-waiter.js';
import type { Outcome } from './waits.js';
import type { LiveInstanceState } from '@checkin/domain';

type CommandOf<T extends InstanceCommand['type']> = Extract<InstanceCommand, { type: T }>;
type DataWithoutNow<T extends InstanceCommand['type']> = Omit<CommandOf<T>['data'], 'now'>;

/** What every instance command handler does: check access, stamp the time, run the command, wait on AI work. */
@Injectable()
export class InstanceCommands {
  constructor(
    private readonly engine: InstanceEngine,
    private readonly access: InstanceAccess,
    private readonly waiter: InstanceWaiter,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  authorize(actor: Actor, instanceId: string) {
    return this.access.authorize(actor, instanceId);
  }

  async run<T extends Exclude<InstanceCommand['type'], 'CreateInstance'>>(
    actor: Actor,
    instanceId: string,
    type: T,
    data: DataWithoutNow<T>,
  ): Promise<Extract<ExecuteResult, { ok: true }>> {
    await this.access.authorize(actor, instanceId);
    const command = { type, data: { ...data, now: this.clock.now() } } as CommandOf<T>;
    const result = await this.engine.execute(instanceId, command, {
      correlationId: randomUUID(),
      causationId: null,
      actor: actorLabel(actor),
    });
    if (!result.ok) throw fromDomainError(result.error);
    return result;
  }

  async load(actor: Actor, instanceId: string): Promise<LiveInstanceState> {
    await this.access.authorize(actor, instanceId);
    return (await this.engine.load(instanceId)) as LiveInstanceState;
  }

  waitFor<T>(instanceId: string, check: (state: LiveInstanceState) => Outcome<T> | undefined): Promise<WaitResult<T>> {
    return this.waiter.until(instanceId, check, this.config.AI_WAIT_TIMEOUT_MS);
  }
}
