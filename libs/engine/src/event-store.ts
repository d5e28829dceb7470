import type { DataSource, QueryRunner } from 'typeorm';

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
  constructor(readonly streamId: string, readonly expectedVersion: number) {
    super(`Stream ${streamId} is past version ${expectedVersion}`);
  }
}

type Row = { global_position: string; stream_id: string; version: number; type: string; data: unknown; recorded_at: Date };

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

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows: Row[] = await this.db.query(
      `SELECT global_position, stream_id, version, type, data, recorded_at
         FROM events WHERE stream_id = $1 ORDER BY version`,
      [streamId],
    );
    return rows.map(toRecorded);
  }

  /**
   * Appends after `expectedVersion` and runs `project` in the same transaction, so a read after a
   * successful command sees its effect. The unique (stream_id, version) key makes a concurrent writer fail.
   */
  async append(
    streamId: string,
    expectedVersion: number,
    events: NewEvent[],
    metadata: EventMetadata,
    project: (tx: QueryRunner) => Promise<void>,
  ): Promise<RecordedEvent[]> {
    const tx = this.db.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction();
      const values: unknown[] = [];
      const tuples = events.map((event, i) => {
        values.push(streamId, expectedVersion + i + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata));
        const p = i * 5;
        return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb)`;
      });
      const result = await tx.query(
        `INSERT INTO events (stream_id, version, type, data, metadata) VALUES ${tuples.join(', ')}
         RETURNING global_position, stream_id, version, type, data, recorded_at`,
        values,
        true,
      );
      await project(tx);
      await tx.commitTransaction();
      return (result.records as Row[]).map(toRecorded);
    } catch (error) {
      if (tx.isTransactionActive) await tx.rollbackTransaction();
      if (isUniqueViolation(error, 'events_stream_version')) throw new VersionConflict(streamId, expectedVersion);
      throw error;
    } finally {
      await tx.release();
    }
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const name = e.driverError?.constraint ?? e.constraint;
  return code === '23505' && name === constraint;
}
