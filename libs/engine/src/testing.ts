import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, migrate } from './data-source.js';

/** The Postgres server tests use: this machine's, or TEST_DATABASE_SERVER_URL (a URL to its `postgres` database). */
const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { url: string; db: DataSource; drop(): Promise<void> };

/** A fresh, migrated database of its own for one test file, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `checkin_test_${randomBytes(6).toString('hex')}`;
  const server = await createDataSource(SERVER_URL, { poolSize: 1 }).initialize();
  await server.query(`CREATE DATABASE ${name}`);
  const url = SERVER_URL.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`);
  const db = await createDataSource(url, { poolSize: 10, applicationName: 'checkin-test' }).initialize();
  await migrate(db);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.destroy();
    },
  };
}
