import { created } from '@checkin/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentChange, instanceHead, messageLogOf } from './instance-document.js';
import { instanceProjection } from './instance-projection.js';
import { type TestDatabase, conversation, createTestDatabase, withOwnIds } from './testing.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const QUESTIONS = 20;

type RowWrites = { updated: number; inPlace: number };

describe('the instance projection, in Postgres', () => {
  it("rewrites an instance's row in place at each append of a check-in, adding no index entry", async () => {
    const { appends } = conversation(QUESTIONS, withOwnIds(created(QUESTIONS)));
    const runner = database.db.createQueryRunner();
    // This connection's counts of the row's updates, all and in place. They add up until the connection reports its
    // statistics, so an append's own are the difference around it.
    const counts = async (): Promise<RowWrites> => {
      const [row]: Array<{ updated: string; in_place: string }> = await runner.query(
        `SELECT pg_stat_get_xact_tuples_updated('assessment_instances'::regclass) AS updated,
                pg_stat_get_xact_tuples_hot_updated('assessment_instances'::regclass) AS in_place`,
      );
      return { updated: Number(row!.updated), inPlace: Number(row!.in_place) };
    };
    const writes: RowWrites[] = [];
    try {
      for (const { before, after } of appends) {
        // Each append commits on its own, as the event store's do: a row's old version is freed once no one sees it.
        await runner.startTransaction();
        const start = await counts();
        for (const { sql, params } of instanceProjection(after, documentChange(before, after))) {
          await runner.query(sql, params);
        }
        const end = await counts();
        await runner.commitTransaction();
        writes.push({ updated: end.updated - start.updated, inPlace: end.inPlace - start.inPlace });
      }
    } finally {
      await runner.release();
    }
    // The first append inserts the row; each after it updates it, in place (a heap-only update).
    expect(writes[0]).toEqual({ updated: 0, inPlace: 0 });
    expect(writes.slice(1)).toEqual(Array(3 * QUESTIONS).fill({ updated: 1, inPlace: 1 }));
  });

  it('keeps the head and each log as the JSON it wrote: not parsed into another form, and the head not compressed', async () => {
    const { appends } = conversation(QUESTIONS, withOwnIds(created(QUESTIONS)));
    for (const { before, after } of appends) {
      for (const { sql, params } of instanceProjection(after, documentChange(before, after))) {
        await database.db.query(sql, params);
      }
    }
    const last = appends.at(-1)!.after;
    const [row]: Array<{ head: string; compression: string | null }> = await database.db.query(
      `SELECT document::text AS head, pg_column_compression(document) AS compression
         FROM assessment_instances WHERE id = $1`,
      [last.id],
    );
    expect(row!.head).toBe(JSON.stringify(instanceHead(last)));
    expect(row!.head.length).toBeGreaterThan(1500);
    expect(row!.compression).toBeNull();
    const logs: Array<{ log: string }> = await database.db.query(
      `SELECT log::text AS log FROM instance_messages WHERE instance_id = $1 ORDER BY seq`,
      [last.id],
    );
    expect(logs.map(({ log }) => log)).toEqual(last.messages.map((m) => JSON.stringify(messageLogOf(last, m))));
  });
});
