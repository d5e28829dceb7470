import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { withReconnect } from './connection-loss.js';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** The pool behind TypeORM's Postgres driver, as far as it is used here (the pg package's Pool). */
type PgPool = { query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };

/** Texts run as named prepared statements, with their names; past the bound, texts run unnamed. */
const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 200;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_STATEMENTS) {
    name = `checkin_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A query of every turn (reading a stream, appending to it) or of every check-in (its session and template), run as
 * a named prepared statement: each connection has Postgres parse and plan the text once, not at every call. Texts
 * come from a few shapes in the code, never from input, so there are few names. A prepared statement names its
 * columns: one that selects `*` would fail on every connection that prepared it once a column is added.
 */
export async function preparedQuery<Row>(db: DataSource, text: string, values: unknown[]): Promise<Row[]> {
  const pool = (db.driver as PostgresDriver).master as PgPool;
  const result = await withReconnect(text, () => pool.query({ name: statementName(text), text, values }));
  return result.rows as Row[];
}
