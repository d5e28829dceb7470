import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiJobQueue } from './ai-job-queue.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLoss } from './connection-loss.js';
import { createDataSource } from './data-source.js';
import { InstanceEngine, instanceStreamId } from './instance-engine.js';
import type { EventPublisher } from './publisher.js';
import { type TestDatabase, createInstance, createTestDatabase } from './testing.js';

let database: TestDatabase;
/** Another connection to the same database, as an administrator's would be. */
let admin: DataSource;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createDataSource(database.url, { poolSize: 1 }).initialize();
  await database.db.query(`CREATE TABLE probe (n int NOT NULL)`);
  await database.db.query(`INSERT INTO probe VALUES (0)`);
});
afterAll(async () => {
  await admin?.destroy();
  await database?.drop();
});

/** Cuts (pg_terminate_backend) the connection running a statement that holds `marker`, once one does. */
async function cutWhileRunning(marker: string): Promise<void> {
  for (;;) {
    const [{ cut }] = await admin.query(
      `SELECT count(pg_terminate_backend(pid))::int AS cut FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE $1`,
      [`%${marker}%`],
    );
    if (cut > 0) return;
    await sleep(10);
  }
}

/** A statement that takes a moment, so that its connection can be cut under it. */
const SLOW = `(SELECT true FROM pg_sleep(0.3))`;

describe('a database connection cut under a statement', () => {
  it('runs a read again on a new connection, which answers', async () => {
    const reading = database.db.query(`SELECT 1 AS one FROM probe WHERE ${SLOW} AND 'read-probe' <> ''`);
    await cutWhileRunning('read-probe');
    expect(await reading).toEqual([{ one: 1 }]);
  });

  it('runs a write the server ended again, and it counts once', async () => {
    const writing = database.db.query(`UPDATE probe SET n = n + 1 WHERE ${SLOW} AND 'write-probe' <> ''`);
    await cutWhileRunning('write-probe');
    await writing;
    expect(await database.db.query(`SELECT n FROM probe`)).toEqual([{ n: 1 }]);
  });

  it('does not run a statement of a transaction again: the transaction fails whole', async () => {
    const runner = database.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await runner.query(`UPDATE probe SET n = n + 10`);
    // Its error is taken at once: it may come before the cut is reported.
    const failed = runner.query(`SELECT 1 FROM probe WHERE ${SLOW} AND 'transaction-probe' <> ''`).then(
      () => null,
      (e: unknown) => e,
    );
    await cutWhileRunning('transaction-probe');
    const error = await failed;
    expect(isConnectionLoss(error)).toBe(true);
    await runner.release();
    expect(await database.db.query(`SELECT n FROM probe`)).toEqual([{ n: 1 }]);
  });

  it('takes a command whose append was cut: decided again, its events recorded and announced once', async () => {
    const published: number[] = [];
    const enqueued: number[] = [];
    const publisher: EventPublisher = {
      published: async (_state, _change, events) => void published.push(events.length),
    };
    const enqueue = async (_id: string, requests: unknown[]) => void enqueued.push(requests.length);
    const jobs = { enqueue, askAgain: enqueue };
    const engine = new InstanceEngine(database.db, publisher, jobs as unknown as AiJobQueue);
    const id = randomUUID();
    const command = createInstance(id);
    // A statement that commits with the append makes it slow enough to cut.
    const alongside = [{ sql: `UPDATE probe SET n = n WHERE ${SLOW} AND 'append-probe' <> ''`, params: [] }];
    const executing = engine.execute(
      id,
      command,
      { correlationId: 'c', causationId: null, actor: 't' },
      undefined,
      alongside,
    );
    await cutWhileRunning('append-probe');
    const result = await executing;
    expect(result.ok).toBe(true);
    const events = await database.db.query(`SELECT type FROM events WHERE stream_id = $1`, [instanceStreamId(id)]);
    expect(events).toEqual([{ type: 'InstanceCreated' }]);
    expect(published).toEqual([1]);
    expect(await database.db.query(`SELECT count(*)::int AS n FROM assessment_instances WHERE id = $1`, [id])).toEqual([
      { n: 1 },
    ]);
  });
});
