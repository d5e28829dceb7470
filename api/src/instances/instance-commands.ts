import type { Actor } from '@checkin/contracts';
import type { InstanceCommand, InstanceState, LiveInstanceState } from '@checkin/domain';
import { type ExecuteResult, InstanceEngine, type Outcome } from '@checkin/engine';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { fromDomainError, notFound } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Clock } from '../core/clock.js';
import { isUuid } from '../common/sql.js';
import { actorLabel, assertMayAccess } from './instance-access.js';
import { InstanceChannels } from './instance-channels.js';
import { settledOrThrow } from './wait-outcome.js';

type CommandOf<T extends InstanceCommand['type']> = Extract<InstanceCommand, { type: T }>;
type DataWithoutNow<T extends InstanceCommand['type']> = Omit<CommandOf<T>['data'], 'now'>;
type Check<T> = (state: LiveInstanceState) => Outcome<T> | undefined;

/**
 * What every instance call does: take the instance as this node holds it (current while the node follows it: no
 * read) or read it once, check the caller may act on it, stamp the time, run the command from that state (the append's
 * expected version finds anything it lacked), and wait for the AI work it asked for, without reading it again.
 */
@Injectable()
export class InstanceCommands {
  constructor(
    private readonly engine: InstanceEngine,
    private readonly channels: InstanceChannels,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  load(actor: Actor, instanceId: string): Promise<LiveInstanceState> {
    return this.admitted(actor, instanceId);
  }

  /**
   * The instance if the caller may act on it: `held` (the state this node holds of a followed instance), else one
   * read now. Who may act on an instance is fixed when it is made; a deletion the held state lacks, its append finds.
   */
  private async admitted(actor: Actor, instanceId: string, held?: InstanceState): Promise<LiveInstanceState> {
    const state = held ?? (isUuid(instanceId) ? await this.engine.load(instanceId) : null);
    if (!state || state.status === 'Empty' || state.deletedAt) throw notFound('This check-in');
    assertMayAccess(actor, state);
    return state;
  }

  async run<T extends Exclude<InstanceCommand['type'], 'CreateInstance'>>(
    actor: Actor,
    instanceId: string,
    type: T,
    data: DataWithoutNow<T>,
  ): Promise<Extract<ExecuteResult, { ok: true }>> {
    const state = await this.admitted(actor, instanceId, this.channels.held(instanceId));
    const command = { type, data: { ...data, now: this.clock.now() } } as CommandOf<T>;
    const meta = { correlationId: randomUUID(), causationId: null, actor: actorLabel(actor) };
    const result = await this.engine.execute(instanceId, command, meta, state);
    if (!result.ok) throw fromDomainError(result.error);
    this.channels.follow(instanceId);
    return result;
  }

  /** Runs a command, then waits until `check` finds what it asked for: the value and the instance then. */
  async runAndWait<T, C extends Exclude<InstanceCommand['type'], 'CreateInstance'>>(
    actor: Actor,
    instanceId: string,
    type: C,
    data: DataWithoutNow<C>,
    check: Check<T>,
    specMessage: string,
  ) {
    const watch = await this.channels.watch(instanceId);
    try {
      const { state } = await this.run(actor, instanceId, type, data);
      return settledOrThrow(await watch.until(check, this.config.AI_WAIT_TIMEOUT_MS, state), specMessage);
    } finally {
      watch.close();
    }
  }

  /**
   * Waits until the check `ask` makes of the instance, as read when the wait began, finds what the caller asks for (a
   * rating the worker is writing, say); `ask` throws when that instance can never have it. The value, the instance
   * then, and the instance as it was asked (`asked`). Work found done already is answered from that one read; else the
   * instance's channel is heard, and it is read once more from there, so that nothing appended meanwhile is missed.
   */
  async wait<T>(actor: Actor, instanceId: string, specMessage: string, ask: (state: LiveInstanceState) => Check<T>) {
    const asked = await this.load(actor, instanceId);
    const check = ask(asked);
    const done = check(asked);
    if (done) return { ...settledOrThrow({ ...done, state: asked }, specMessage), asked };
    const watch = await this.channels.watch(instanceId);
    try {
      return { ...settledOrThrow(await watch.until(check, this.config.AI_WAIT_TIMEOUT_MS), specMessage), asked };
    } finally {
      watch.close();
    }
  }
}
