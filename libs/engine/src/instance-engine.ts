import {
  type DomainError,
  type InstanceCommand,
  type InstanceEvent,
  type InstanceState,
  type LiveInstanceState,
  decide,
  fold,
  isDomainError,
  sameRequest,
} from '@checkin/domain';
import type { DataSource } from 'typeorm';
import type { AiJobQueue } from './ai-job-queue.js';
import {
  type EventMetadata,
  EventStore,
  type RecordedEvent,
  type SqlStatement,
  VersionConflict,
} from './event-store.js';
import { toInstanceDocument } from './instance-document.js';
import type { EventPublisher } from './publisher.js';

export function instanceStreamId(instanceId: string): string {
  return `instance-${instanceId}`;
}

export type ExecuteResult =
  | { ok: true; state: LiveInstanceState; events: RecordedEvent[] }
  | { ok: false; error: DomainError; state: InstanceState };

/** A command lost the race this many times in a row: the instance is too busy to take it now. */
export class InstanceBusy extends Error {
  override readonly name = 'InstanceBusy';
}

const MAX_ATTEMPTS = 10;

/**
 * The command-handling shell around the pure instance model: load the stream, fold, decide, append with the
 * expected version (projecting the instance document in the same transaction), then publish and enqueue the
 * AI work the new events asked for. A concurrent writer makes the append fail; then it loads and decides again.
 */
export class InstanceEngine {
  private readonly store: EventStore;

  constructor(
    db: DataSource,
    private readonly publisher: EventPublisher,
    private readonly jobs: AiJobQueue,
  ) {
    this.store = new EventStore(db);
  }

  async load(instanceId: string): Promise<InstanceState> {
    const events = await this.store.readStream(instanceStreamId(instanceId));
    return fold(events as unknown as InstanceEvent[]);
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
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const state = attempt === 1 && known ? known : await this.load(instanceId);
      const decision = decide(command, state);
      if (isDomainError(decision)) return { ok: false, error: decision, state };
      if (decision.length === 0) return { ok: true, state: state as LiveInstanceState, events: [] };
      const next = fold(decision, state) as LiveInstanceState;
      try {
        const recorded = await this.store.append(instanceStreamId(instanceId), state.version, decision, metadata, [
          instanceProjection(next),
          ...alongside,
        ]);
        await this.afterCommit(state, next, recorded);
        return { ok: true, state: next, events: recorded };
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
    throw new InstanceBusy(`Instance ${instanceId} changed ${MAX_ATTEMPTS} times while a command was decided`);
  }

  /** Enqueues every AI request the instance waits for (after a crash between commit and enqueue, say). */
  async resumePendingWork(instanceId: string): Promise<number> {
    const state = await this.load(instanceId);
    if (state.status === 'Empty') return 0;
    await this.jobs.enqueue(instanceId, state.pending);
    return state.pending.length;
  }

  private async afterCommit(before: InstanceState, next: LiveInstanceState, recorded: RecordedEvent[]): Promise<void> {
    const previous = before.status === 'Empty' ? [] : before.pending;
    const asked = next.pending.filter((r) => !previous.some((p) => sameRequest(p, r)));
    await Promise.all([this.publisher.published(next, recorded), this.jobs.enqueue(next.id, asked)]);
  }
}

/** The instance document, upserted with every append to the instance's stream. */
function instanceProjection(state: LiveInstanceState): SqlStatement {
  return {
    sql: `INSERT INTO assessment_instances
       (id, template_id, session_id, owner_id, student_id, mode, state, version, has_pending_ai, document, created_at,
        deleted_at, last_activity_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, now())
     ON CONFLICT (id) DO UPDATE SET
       student_id = EXCLUDED.student_id, state = EXCLUDED.state, version = EXCLUDED.version,
       has_pending_ai = EXCLUDED.has_pending_ai, document = EXCLUDED.document, deleted_at = EXCLUDED.deleted_at,
       last_activity_at = EXCLUDED.last_activity_at, updated_at = now()`,
    params: [
      state.id,
      state.templateId,
      state.sessionId,
      state.ownerId,
      state.studentId,
      state.mode,
      state.status,
      state.version,
      state.pending.length > 0,
      JSON.stringify(toInstanceDocument(state)),
      state.createdAt,
      state.deletedAt,
      state.lastActivityAt,
    ],
  };
}
