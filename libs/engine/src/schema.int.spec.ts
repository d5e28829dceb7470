import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from './testing.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

type IndexRow = { table: string; index: string; columns: number[]; is_unique: boolean; partial: boolean };

describe('the schema, as the migrations leave it', () => {
  it('has no index that another index of its table already serves (every index costs each write of a row)', async () => {
    const indexes: IndexRow[] = await database.db.query(
      `SELECT t.relname AS table, c.relname AS index, string_to_array(x.indkey::text, ' ')::int[] AS columns,
              x.indisunique AS is_unique, x.indpred IS NOT NULL AS partial
         FROM pg_index x
         JOIN pg_class c ON c.oid = x.indexrelid
         JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
         JOIN pg_am a ON a.oid = c.relam
        WHERE n.nspname = 'public' AND a.amname = 'btree' AND x.indexprs IS NULL`,
    );
    expect(indexes.some((i) => i.index === 'assessment_instances_template_mode')).toBe(true);
    // A plain index whose columns lead another index of the same table answers nothing the longer one does not.
    const served = indexes.filter(
      (short) =>
        !short.is_unique &&
        !short.partial &&
        indexes.some(
          (long) =>
            long !== short &&
            long.table === short.table &&
            !long.partial &&
            long.columns.length > short.columns.length &&
            short.columns.every((column, k) => long.columns[k] === column),
        ),
    );
    expect(served.map((i) => `${i.table}.${i.index}`)).toEqual([]);
  });
});
