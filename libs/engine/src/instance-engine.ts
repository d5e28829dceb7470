import {
  type AiRequest,
  type DomainError,
  type InstanceCommand,
  type InstanceEvent,
  type InstanceState,
  type LiveInstanceState,
  decide,
  evolve,
  fold,
  isAtRest,
  isDomainError,
  sameRequest,
} from '@checkin/domain';
import type { AppendedNotice } from '@checkin/contracts';
import type { DataSource } from 'typeorm';
import type { AiJobQueue } from './ai-job-queue.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_RECONNECTS, isConnectionLoss } from './connection-loss.js';
import {
  type EventMetadata,
  EventStore,
  type RecordedEvent,
  type SqlStatement,
  VersionConflict,
} from './event-store.js';
import { type DocumentChange, documentChange } from './instance-document.js';
import { instanceProjection } from './instance-projection.js';
import type { EventPublisher } from './publisher.js';

/** Events as an instance's channel announces them. */
export type Announced = AppendedNotice['events'];

/**
 * The state after the announced events that follow it (those it holds already are skipped); null when they leave a
 * gap (a notice lost or out of order), which only a read fills.
 */
export function foldAnnounced(state: InstanceState, events: Announced): InstanceState | null {
  let next = state;
  for (const event of [...events].sort((a, b) => a.version - b.version)) {
    if (event.version <= next.version) continue;
    if (event.version !== next.version + 1) return null;
    next = evolve(next, { type: event.type, data: event.data } as InstanceEvent);
  }
  return next;
}

export function instanceStreamId(instanceId: string): string {
  return `instance-${instanceId}`;
}

/**
 * AI work an append asks for that its caller does at once, with no model call (the built-in examiner rates a
 * conversation the moment the reply that ends it is decided): the commands that record it, decided into the same
 * append. Work it leaves is enqueued as any other.
 */
export type WorkAtOnce = (state: LiveInstanceState, asked: readonly AiRequest[]) => InstanceCommand[];

/** The AI work `next` waits for that `before` did not: what the events between them asked for. */
function askedBetween(before: InstanceState, next: InstanceState): AiRequest[] {
  if (next.status === 'Empty') return [];
  const previous = before.status === 'Empty' ? [] : before.pending;
  return next.pending.filter((r) => !previous.some((p) => sameRequest(p, r)));
}

export type ExecuteResult =
  | { ok: true; state: LiveInstanceState; events: RecordedEvent[]; change: DocumentChange }
  | { ok: false; error: DomainError; state: InstanceState };

/** A command lost the race this many times in a row: the instance is too busy to take it now. */
export class InstanceBusy extends Error {
  override readonly name = 'InstanceBusy';
}

const MAX_ATTEMPTS = 10;
/** Instances whose folded state a process keeps: those it worked on last, of those not at rest. */
export const CACHED_INSTANCES = 2000;
/**
 * Instances at rest whose last state a process keeps, those come to rest last: the calls that follow a check-in's end
 * (its student's rating and page, read within seconds) read only what came after it, not the whole stream.
 */
export const RESTED_INSTANCES = 500;

/**
 * The command-handling shell around the pure instance model: load the instance, decide, append with the expected
 * version (projecting the read model in the same statement), then publish and enqueue the AI work the new events
 * asked for. A concurrent writer makes the append fail; then it loads and decides again.
 *
 * Loading reads only the events after the state this process folded last (usually none), so a command reads the
 * stream once and folds only what is new; the expected version keeps that state honest.
 */
export class InstanceEngine {
  private readonly store: EventStore;
  private readonly states = new RecentStates(CACHED_INSTANCES, RESTED_INSTANCES);

  constructor(
    db: DataSource,
    private readonly publisher: EventPublisher,
    private readonly jobs: AiJobQueue,
  ) {
    this.store = new EventStore(db);
  }

  /**
   * The state this process holds of the instance, without reading: current while this node hears the instance's
   * appends (`heard`), else possibly behind, which an append's expected version finds. None once the instance is at
   * rest (`isAtRest`): the processes hold only the check-ins under way, as many as a class takes at once.
   */
  held(instanceId: string): InstanceState | undefined {
    return this.states.get(instanceId);
  }

  /**
   * Folds events another process appended (announced on the instance's channel) into the state held, when they
   * follow it; others are left for the next load to read.
   */
  heard(instanceId: string, events: Announced): void {
    const known = this.states.get(instanceId);
    const next = known && foldAnnounced(known, events);
    if (next) this.states.set(instanceId, next);
  }

  async load(instanceId: string): Promise<InstanceState> {
    const known = this.states.get(instanceId) ?? this.states.rested(instanceId);
    const events = await this.store.readStream(instanceStreamId(instanceId), known?.version ?? 0);
    if (known && events.length === 0) return known;
    const state = fold(events as unknown as InstanceEvent[], known);
    if (state.status !== 'Empty') this.states.set(instanceId, state);
    return state;
  }

  /**
   * `known`: the instance as the caller last read it; tried first, and read afresh after a conflict. `alongside`:
   * statements that must commit with the events or not at all (a student's check-in spends a credit); any of them
   * failing fails the append, and its error reaches the caller.
   */
  async execute(
    instanceId: string,
    command: InstanceCommand,
    metadata: EventMetadata,
    known?: InstanceState,
    alongside: SqlStatement[] = [],
  ): Promise<ExecuteResult> {
    const { state, events, refusals, change } = await this.executeTogether(instanceId, [command], metadata, {
      known,
      alongside,
    });
    const error = refusals[0];
    if (error) return { ok: false, error, state };
    const live = state as LiveInstanceState;
    // A command the state already holds changed nothing: the document as it stands, from its own version.
    return { ok: true, state: live, events, change: change ?? documentChange(live, live) };
  }

  /**
   * Commands decided one after the other, each on the state the one before left, and appended together: one
   * statement, one announcement. A command the state refuses is left out, its error at its place in `refusals`
   * (null where the command was taken). `known` and `alongside` as for `execute`; `atOnce`: the work these commands
   * ask for that the caller records in the same append.
   */
  async executeTogether(
    instanceId: string,
    commands: InstanceCommand[],
    metadata: EventMetadata,
    { known, alongside = [], atOnce }: { known?: InstanceState; alongside?: SqlStatement[]; atOnce?: WorkAtOnce } = {},
  ): Promise<{
    state: InstanceState;
    events: RecordedEvent[];
    refusals: Array<DomainError | null>;
    /** What the append changed of the document; null when nothing was appended. */
    change: DocumentChange | null;
  }> {
    let reconnects = 0;
    // The caller's state is tried first; it was not read here, and may lack what others appended since.
    let given: { state: InstanceState; read: boolean } | null = known ? { state: known, read: false } : null;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // A read whose connection is lost runs again by itself (withReconnect): only an append's outcome is unknown.
      const { state, read } = given ?? { state: await this.load(instanceId), read: true };
      given = null;
      let next = state;
      const decided: InstanceEvent[] = [];
      const take = (command: InstanceCommand) => {
        const decision = decide(command, next);
        if (isDomainError(decision)) return decision;
        next = fold(decision, next);
        decided.push(...decision);
        return null;
      };
      const refusals = commands.map(take);
      if (!read && refusals.some((refusal) => refusal !== null)) {
        // A refusal stands only on the stream as it is: decided again when others appended meanwhile.
        const current = await this.load(instanceId);
        if (current.version !== state.version) {
          given = { state: current, read: true };
          continue;
        }
      }
      // Work done at once that the state refuses stays pending, and is enqueued.
      if (atOnce && decided.length > 0) atOnce(next as LiveInstanceState, askedBetween(state, next)).forEach(take);
      if (decided.length === 0) {
        // Nothing new: an append whose connection was lost had committed, or the caller sent a command again that
        // the state already holds (its first answer lost). Either way the AI work it asked for may never have been
        // enqueued (Redis was away): asking again is harmless (jobs are keyed by the request).
        const repeated = reconnects > 0 || refusals.every((refusal) => refusal === null);
        if (repeated && state.status !== 'Empty') await this.jobs.askAgain(instanceId, state.pending);
        return { state, events: [], refusals, change: null };
      }
      const live = next as LiveInstanceState;
      const change = documentChange(state, live);
      let recorded: RecordedEvent[];
      try {
        recorded = await this.store.append(instanceStreamId(instanceId), state.version, decided, metadata, [
          ...instanceProjection(live, change),
          ...alongside,
        ]);
      } catch (error) {
        if (!(error instanceof VersionConflict)) {
          // The connection was lost under the append, which may or may not have committed: the whole command runs
          // again from a fresh load (itself retried while the database comes back), and the expected version refuses
          // a second copy.
          if (!isConnectionLoss(error) || reconnects++ === MAX_RECONNECTS) throw error;
        } else if (read) {
          // Writers racing on states they read are separated by a short random wait (the caller's state, which meets
          // events it had not heard of, is read again at once).
          await sleep(Math.random() * 5 * attempt);
        }
        continue;
      }
      this.states.set(instanceId, live);
      await this.afterCommit(state, live, change, recorded);
      return { state: live, events: recorded, refusals, change };
    }
    throw new InstanceBusy(`Instance ${instanceId} changed ${MAX_ATTEMPTS} times while a command was decided`);
  }

  /**
   * Does again what the appends after `version` (the event that asked for a job's work) did once committed: announces
   * their events to the instance's channel and rooms, and enqueues the work they asked for. Gives the instance as read.
   * A job run again calls it: its run before may have committed and then died, or lost Redis, before announcing and
   * enqueueing, and nothing else would (a page waiting for the reply would wait on; the work asked for would wait for
   * the sweep). No follower heard such an append, so no state held is trusted. The instance's followers, watches and
   * pages take each event once, and work whose job is there already is not enqueued twice.
   */
  async redoAfterCommit(instanceId: string, version: number): Promise<InstanceState> {
    const events = await this.store.readStream(instanceStreamId(instanceId));
    const before = fold(events.filter((event) => event.version <= version) as unknown as InstanceEvent[]);
    const again = events.filter((event) => event.version > version);
    const after = fold(again as unknown as InstanceEvent[], before);
    if (after.status === 'Empty') return after;
    this.states.set(instanceId, after);
    if (again.length > 0) await this.afterCommit(before, after, documentChange(before, after), again);
    return after;
  }

  /**
   * Asks again for every AI request the instance waits for: after a crash between commit and enqueue, say, or a job
   * that failed without recording its failure.
   */
  async resumePendingWork(instanceId: string): Promise<number> {
    const state = await this.load(instanceId);
    if (state.status === 'Empty') return 0;
    await this.jobs.askAgain(instanceId, state.pending);
    return state.pending.length;
  }

  private async afterCommit(
    before: InstanceState,
    next: LiveInstanceState,
    change: DocumentChange,
    recorded: RecordedEvent[],
  ): Promise<void> {
    const asked = askedBetween(before, next);
    // Announced before the work is enqueued: a worker that follows the instance hears the event that asked for its
    // job before the job reaches it, and starts from the state it holds with no read.
    await this.publisher.published(next, change, recorded);
    await this.jobs.enqueue(next.id, asked);
  }
}

/**
 * The states of the instances used last, up to a bound: the least recently used goes first. A state at rest leaves
 * them at once: nothing more is awaited of it. It is kept apart, among the last come to rest (`rested`), only as the
 * start of the next load, which reads what came after it: no follower keeps it current.
 */
class RecentStates {
  private readonly states = new Map<string, InstanceState>();
  private readonly atRest = new Map<string, InstanceState>();

  constructor(
    private readonly max: number,
    private readonly maxAtRest: number,
  ) {}

  get(id: string): InstanceState | undefined {
    return touched(this.states, id);
  }

  rested(id: string): InstanceState | undefined {
    return touched(this.atRest, id);
  }

  set(id: string, state: InstanceState): void {
    const current = this.states.get(id) ?? this.atRest.get(id);
    // A slower load must not take the place of a newer state.
    if (current && current.version > state.version) return;
    this.states.delete(id);
    this.atRest.delete(id);
    if (isAtRest(state)) bounded(this.atRest, this.maxAtRest).set(id, state);
    else bounded(this.states, this.max).set(id, state);
  }
}

/** The entry, moved to the end of the map's order (the most recently used). */
function touched<V>(map: Map<string, V>, id: string): V | undefined {
  const value = map.get(id);
  if (value !== undefined) {
    map.delete(id);
    map.set(id, value);
  }
  return value;
}

/** The map, with room for one more entry: its least recently used goes when it is full. */
function bounded<V>(map: Map<string, V>, max: number): Map<string, V> {
  if (map.size >= max) map.delete(map.keys().next().value!);
  return map;
}
