import { type AppendedNotice, appendedChannel } from '@checkin/contracts';
import type { InstanceState, LiveInstanceState } from '@checkin/domain';
import type { Redis } from 'ioredis';
import { type Announced, CACHED_INSTANCES, type InstanceEngine, foldAnnounced } from './instance-engine.js';
import { closeRedis } from './redis-close.js';
import { whenBack } from './redis-back.js';
import { reportedCopy } from './redis-outages.js';

/** What a wait ends with: the work done, or why it never will be. */
export type Outcome<T> = { done: T } | { failed: string };

export type WaitResult<T> = (Outcome<T> & { state: LiveInstanceState }) | { timedOut: true };

/**
 * Watches one instance from the moment it is made: announced events are kept until `until` starts from a known
 * state, so a result that lands while the command that asked for it is still returning is not missed.
 */
export class InstanceWatch {
  private state: InstanceState | null = null;
  private buffered: Announced = [];
  private onChange: (() => void) | null = null;
  /** Notices may have been lost: the instance is read afresh before anything else is folded. */
  private stale = false;

  constructor(
    private readonly load: () => Promise<InstanceState>,
    private readonly stop: (watch: InstanceWatch) => void,
  ) {}

  /** Notices may have been lost (the connection to Redis was): the watch reads the instance afresh. */
  refresh(): void {
    this.stale = true;
    this.onChange?.();
  }

  /** Called with every announced batch of events of the watched instance. */
  announce(events: Announced): void {
    this.buffered.push(...events);
    this.onChange?.();
  }

  async until<T>(
    check: (state: LiveInstanceState) => Outcome<T> | undefined,
    timeoutMs: number,
    from?: InstanceState,
  ): Promise<WaitResult<T>> {
    this.state = from ?? (await this.load());
    return new Promise<WaitResult<T>>((resolve, reject) => {
      let busy = false;
      const timer = setTimeout(() => finish({ timedOut: true }), timeoutMs);
      const finish = (result: WaitResult<T> | Error) => {
        clearTimeout(timer);
        this.onChange = null;
        if (result instanceof Error) reject(result);
        else resolve(result);
      };
      const advance = async () => {
        if (busy) return;
        busy = true;
        try {
          if (this.stale) {
            this.stale = false;
            this.state = await this.load();
          }
          while (await this.foldBuffered()) {
            // A gap in the announced versions: read the instance afresh and fold what came since.
          }
          const state = this.state;
          const outcome = state && state.status !== 'Empty' ? check(state) : undefined;
          if (outcome) finish({ ...outcome, state: state as LiveInstanceState });
        } catch (error) {
          finish(error as Error);
        } finally {
          busy = false;
        }
        if ((this.buffered.length || this.stale) && this.onChange) void advance();
      };
      this.onChange = () => void advance();
      void advance();
    });
  }

  close(): void {
    this.onChange = null;
    this.stop(this);
  }

  /** Folds buffered events in order; true when a gap made it read the instance again. */
  private async foldBuffered(): Promise<boolean> {
    const events = this.buffered;
    this.buffered = [];
    const next = foldAnnounced(this.state!, events);
    if (next) {
      this.state = next;
      return false;
    }
    this.state = await this.load();
    return true;
  }
}

/**
 * A process's ear on the instances' channels, where every append, by any API node or worker, is announced with its
 * events. It hears two kinds of instance:
 * - those its commands or jobs ran on last (`follow`): what others append is folded into the state the engine holds,
 *   so that the next command or job starts from it without reading the stream (the expected version finds a notice
 *   missed);
 * - those a synchronous spec call waits on (`watch`): a watch folds the announced events into the state it started
 *   from, and reads the instance again only when it sees a gap (a notice lost or out of order) or the connection to
 *   Redis was lost (a notice sent meanwhile never comes, and the last one leaves no gap to see).
 *
 * After a lost connection to Redis, no state held is vouched for (`held`) until the instance is followed again: what
 * was announced meanwhile never came.
 */
export class InstanceChannels {
  private subscriber!: Redis;
  private readonly watches = new Map<string, Set<InstanceWatch>>();
  /**
   * Followed instances, least recently used first: those its commands ran on last, as many as the engine holds,
   * each with the connection (`hearing`) since which it was followed.
   */
  private readonly followed = new Map<string, number>();
  /** Counts the connections to Redis: a state followed under an earlier one may have missed notices. */
  private hearing = 0;
  /** The channels this process subscribed to, each settled once Redis confirmed it. */
  private readonly channels = new Map<string, Promise<unknown>>();

  constructor(
    private readonly redis: Redis,
    private readonly engine: InstanceEngine,
  ) {}

  open(): void {
    // Connected on the first watch or follow: a process that never runs a command (or stops at once) opens nothing to
    // close mid-way.
    this.subscriber = reportedCopy(this.redis, 'instance channels', { lazyConnect: true });
    this.subscriber.on('message', (_channel: string, message: string) => {
      const notice = JSON.parse(message) as AppendedNotice;
      if (this.followed.has(notice.instanceId)) {
        this.engine.heard(notice.instanceId, notice.events);
        // At rest, or a state the engine let go: nothing to fold into any more.
        if (!this.engine.held(notice.instanceId)) this.unfollow(notice.instanceId);
      }
      this.watches.get(notice.instanceId)?.forEach((watch) => watch.announce(notice.events));
    });
    // Back after a lost connection, hearing every channel again: each watch reads its instance, and no state held is
    // current until it is followed again.
    whenBack(this.subscriber, () => {
      this.hearing++;
      this.watches.forEach((set) => set.forEach((watch) => watch.refresh()));
    });
  }

  async close(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  /**
   * The state the engine holds of a followed instance, current but for notices lost, when it has at least the events
   * up to `version` (those that asked for the caller's work); else undefined.
   */
  held(instanceId: string, version = 0): InstanceState | undefined {
    if (this.followed.get(instanceId) !== this.hearing) return undefined;
    const state = this.engine.held(instanceId);
    return state && state.version >= version ? state : undefined;
  }

  /**
   * Hears the instance's appends from now on, while its commands are among the process's latest and the engine holds
   * its state (not at rest).
   */
  follow(instanceId: string): void {
    if (!this.engine.held(instanceId)) return this.unfollow(instanceId);
    this.followed.delete(instanceId);
    this.followed.set(instanceId, this.hearing);
    // Missed notices cost only reads: a subscription that failed is asked for again at the next command.
    this.hear(instanceId).catch(() => undefined);
    if (this.followed.size > CACHED_INSTANCES) this.unfollow(this.followed.keys().next().value!);
  }

  private unfollow(instanceId: string): void {
    if (this.followed.delete(instanceId)) this.release(instanceId);
  }

  /** A watch on the instance, once this process hears its announcements: nothing appended after it is missed. */
  async watch(instanceId: string): Promise<InstanceWatch> {
    let set = this.watches.get(instanceId);
    if (!set) {
      set = new Set<InstanceWatch>();
      this.watches.set(instanceId, set);
    }
    const watch = new InstanceWatch(
      () => this.engine.load(instanceId),
      (w) => {
        set.delete(w);
        if (set.size > 0 || this.watches.get(instanceId) !== set) return;
        this.watches.delete(instanceId);
        this.release(instanceId);
      },
    );
    set.add(watch);
    try {
      await this.hear(instanceId);
    } catch (error) {
      watch.close();
      throw error;
    }
    return watch;
  }

  /** Subscribes to the instance's channel, once: settles when Redis confirmed it. */
  private hear(instanceId: string): Promise<unknown> {
    let subscribed = this.channels.get(instanceId);
    if (!subscribed) {
      subscribed = this.subscriber.subscribe(appendedChannel(instanceId));
      this.channels.set(instanceId, subscribed);
      // A subscription that failed is tried again by the next caller.
      subscribed.catch(() => this.channels.get(instanceId) === subscribed && this.channels.delete(instanceId));
    }
    return subscribed;
  }

  /** Leaves the instance's channel once nothing of this process hears it. */
  private release(instanceId: string): void {
    if (this.followed.has(instanceId) || this.watches.has(instanceId) || !this.channels.delete(instanceId)) return;
    void this.subscriber.unsubscribe(appendedChannel(instanceId)).catch(() => undefined);
  }
}
