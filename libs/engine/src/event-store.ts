import type { DataSource } from 'typeorm';
import { preparedQuery } from './prepared-query.js';

export type EventMetadata = { correlationId: string; causationId: string | null; actor: string };
export type NewEvent = { type: string; data: unknown };
export type RecordedEvent = NewEvent & {
  streamId: string;
  version: number;
  position: string;
  recordedAt: string;
};

/** Another writer appended to the stream first: reload, decide again. */
export class VersionConflict extends Error {
  override readonly name = 'VersionConflict';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is past version ${expectedVersion}`);
  }
}

/**
 * A data-modifying statement (INSERT, UPDATE, DELETE) that a projection runs with an append. Its placeholders
 * count from $1 within the statement.
 */
export type SqlStatement = { sql: string; params: unknown[] };

type Row = {
  global_position: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  recorded_at: Date;
};

function toRecorded(row: Row): RecordedEvent {
  return {
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    data: row.data,
    position: String(row.global_position),
    recordedAt: row.recorded_at.toISOString(),
  };
}

export class EventStore {
  constructor(private readonly db: DataSource) {}

  /** The stream's events after `afterVersion` (all of them by default), in order. */
  async readStream(streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
    const rows = await preparedQuery<Row>(
      this.db,
      `SELECT global_position, stream_id, version, type, data, recorded_at
         FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version`,
      [streamId, afterVersion],
    );
    return rows.map(toRecorded);
  }

  /**
   * Appends after `expectedVersion`, together with the projections' statements in one SQL statement: they
   * commit or fail as one, and a read after a successful command sees its effect. The unique
   * (stream_id, version) key makes a concurrent writer fail. One statement is one round trip to Postgres, which
   * answers with what only it knows of each event: its place in the global order and when it was recorded.
   */
  async append(
    streamId: string,
    expectedVersion: number,
    events: NewEvent[],
    metadata: EventMetadata,
    projections: SqlStatement[] = [],
  ): Promise<RecordedEvent[]> {
    const params: unknown[] = [];
    const tuples = events.map((event, i) => {
      params.push(streamId, expectedVersion + i + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata));
      const p = i * 5;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb)`;
    });
    const ctes = [
      `appended AS (INSERT INTO events (stream_id, version, type, data, metadata) VALUES ${tuples.join(', ')}
         RETURNING global_position, version, recorded_at)`,
      ...projections.map((projection, i) => {
        const offset = params.length;
        params.push(...projection.params);
        return `projection_${i} AS (${projection.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
      }),
    ];
    try {
      const rows = await preparedQuery<Pick<Row, 'global_position' | 'version' | 'recorded_at'>>(
        this.db,
        `WITH ${ctes.join(',\n')} SELECT * FROM appended ORDER BY version`,
        params,
      );
      return rows.map((row, i) => ({
        ...events[i]!,
        streamId,
        version: row.version,
        position: String(row.global_position),
        recordedAt: row.recorded_at.toISOString(),
      }));
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version')) throw new VersionConflict(streamId, expectedVersion);
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const name = e.driverError?.constraint ?? e.constraint;
  return code === '23505' && name === constraint;
}
