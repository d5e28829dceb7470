import type { InstanceEngine, InstanceReadModel } from '@checkin/engine';
import { randomUUID } from 'node:crypto';

/**
 * Abandons the check-ins students left before the end (a closed tab), once nothing happened on them for the idle
 * time, so that they stop counting as in progress. Each goes through the decider with the version just read: an
 * answer that lands while the sweep is on its way wins (the decider finds the instance active again), and workers
 * sweeping at the same time abandon an instance once.
 */
export class IdleSweeper {
  private running = false;

  constructor(
    private readonly engine: InstanceEngine,
    private readonly readModel: InstanceReadModel,
    private readonly idleMs: number,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  /** Abandons every instance idle since before the cutoff; how many it abandoned (none while a sweep still runs). */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const now = this.now();
      const idleCutoff = new Date(Date.parse(now) - this.idleMs).toISOString();
      const metadata = { correlationId: randomUUID(), causationId: null, actor: 'worker' };
      let abandoned = 0;
      for (const instanceId of await this.readModel.idleSince(idleCutoff)) {
        const command = { type: 'AbandonInstance', data: { now, idleCutoff } } as const;
        const result = await this.engine.execute(instanceId, command, metadata);
        // Refused: the instance moved on since it was listed (an answer came, it ended). Nothing to do.
        if (result.ok && result.events.length > 0) abandoned++;
      }
      return abandoned;
    } finally {
      this.running = false;
    }
  }
}

/**
 * How often to sweep: a quarter of the idle time, between a second and a minute. With an hour's idle time an
 * instance is abandoned between 60 and 61 minutes after its last activity.
 */
export function sweepEveryMs(idleMs: number): number {
  return Math.min(60_000, Math.max(1_000, Math.round(idleMs / 4)));
}
