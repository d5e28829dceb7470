import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventStore, VersionConflict } from './event-store.js';
import { type TestDatabase, createTestDatabase } from './testing.js';

let database: TestDatabase;
let store: EventStore;
const meta = { correlationId: 'c', causationId: null, actor: 'test' };

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore(database.db);
});
afterAll(async () => {
  await database?.drop();
});

describe('the event store', () => {
  it('appends at the expected version and reads the stream back in order', async () => {
    const recorded = await store.append(
      's-1',
      0,
      [
        { type: 'A', data: { n: 1 } },
        { type: 'B', data: { n: 2 } },
      ],
      meta,
    );
    expect(recorded.map((e) => [e.version, e.type])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(BigInt(recorded[1]!.position)).toBeGreaterThan(BigInt(recorded[0]!.position));
    const read = await store.readStream('s-1');
    expect(read.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    // The append answers with each event as the stream holds it.
    expect(recorded).toEqual(read);
  });

  it('refuses an append behind the stream with a version conflict, writing nothing', async () => {
    await store.append('s-2', 0, [{ type: 'A', data: {} }], meta);
    await expect(store.append('s-2', 0, [{ type: 'B', data: {} }], meta)).rejects.toBeInstanceOf(VersionConflict);
    expect((await store.readStream('s-2')).map((e) => e.type)).toEqual(['A']);
  });

  it('lets exactly one of many concurrent writers at the same version win', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => store.append('s-3', 0, [{ type: `W${i}`, data: {} }], meta)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof VersionConflict)).toHaveLength(7);
    expect(await store.readStream('s-3')).toHaveLength(1);
  });

  it('writes the projections with the events, or neither', async () => {
    await database.db.query(`CREATE TABLE projection_probe (stream text PRIMARY KEY)`);
    const probe = (stream: string) => ({ sql: `INSERT INTO projection_probe VALUES ($1)`, params: [stream] });
    await store.append('s-4', 0, [{ type: 'A', data: {} }], meta, [probe('s-4')]);
    // The projection fails (its key is taken): the events are not written either.
    await expect(store.append('s-5', 0, [{ type: 'A', data: {} }], meta, [probe('s-4')])).rejects.toThrow(
      /duplicate key/,
    );
    expect(await store.readStream('s-5')).toEqual([]);
    // The events conflict: the projection is not written either.
    await expect(store.append('s-4', 0, [{ type: 'B', data: {} }], meta, [probe('s-4b')])).rejects.toBeInstanceOf(
      VersionConflict,
    );
    expect(await database.db.query(`SELECT stream FROM projection_probe ORDER BY stream`)).toEqual([{ stream: 's-4' }]);
  });

  it('hides from global-order readers the events of a transaction that has not committed', async () => {
    const tx = database.db.createQueryRunner();
    await tx.connect();
    await tx.startTransaction();
    await tx.query(`INSERT INTO events (stream_id, version, type, data) VALUES ('s-7', 1, 'Slow', '{}')`);
    await store.append('s-8', 0, [{ type: 'Fast', data: {} }], meta);
    const visible = async () =>
      (
        (await database.db.query(
          `SELECT stream_id FROM events WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot()) AND stream_id IN ('s-7', 's-8')`,
        )) as Array<{ stream_id: string }>
      ).map((r) => r.stream_id);
    // The later, committed event is held back too while the earlier transaction is open: nothing is skipped.
    expect(await visible()).toEqual([]);
    await tx.commitTransaction();
    await tx.release();
    // The horizon is the whole server's: a transaction of another database (tests run side by side) may hold it
    // back a moment longer.
    await vi.waitFor(async () => expect((await visible()).sort()).toEqual(['s-7', 's-8']), { timeout: 10_000 });
  });
});
