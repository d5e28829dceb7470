// What the benchmarks ask of the product's Postgres: the bytes it has written and the transactions it has run.
import pg from 'pg';

/**
 * Postgres's write-ahead log position (the bytes it has written, for every table and index) and the transactions its
 * database has run (each statement of the product is one).
 */
export const DATABASE_COUNTERS = `pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint AS bytes,
  (SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = current_database()) AS transactions`;

/** A connection to the database at `databaseUrl`, or null when it does not answer. */
export async function connectPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return null;
  }
}

/** One row of the database at `databaseUrl`, or null when it does not answer. */
export async function askPostgres(databaseUrl, sql) {
  const client = await connectPostgres(databaseUrl);
  if (!client) return null;
  try {
    return (await client.query(sql)).rows[0];
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
