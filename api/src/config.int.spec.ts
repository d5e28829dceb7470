import { spawnSync } from 'node:child_process';
import { TEST_DATABASE_SERVER } from '@checkin/engine/testing';
import { describe, expect, it } from 'vitest';
import { API_MAIN, SETUP_MAIN, WORKER_MAIN } from './test/harness.js';

/** One of the product's processes started from the build, as an operator starts it, with these settings alone. */
function start(main: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

/** The API in production, with nothing listening where its settings point. */
const startInProduction = (env: Record<string, string>) =>
  start(API_MAIN, {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/checkin',
    REDIS_URL: 'redis://127.0.0.1:1',
    SMTP_URL: 'smtp://127.0.0.1:1',
    ...env,
  });

describe('the API in production', () => {
  it.each([
    ['without a JWT secret (there is no default)', {}, /JWT_SECRET: /],
    ['with a short one', { JWT_SECRET: 'change-me' }, /JWT_SECRET: must be at least 16 characters/],
  ])('refuses to start %s, saying why', (_case, env, reason) => {
    const run = startInProduction(env);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid configuration/);
    expect(run.stderr).toMatch(reason);
  });
});

/** A process started with DATABASE_URL as given (and nothing listening where Redis is said to be). */
const startWithDatabase = (main: string, databaseUrl: string) =>
  start(main, {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: 'redis://127.0.0.1:1',
    JWT_SECRET: 'a-secret-of-16-characters-or-more',
  });

describe('a process whose Postgres cannot be reached', () => {
  it.each([
    ['the API', API_MAIN],
    ['the worker', WORKER_MAIN],
    ['the setup', SETUP_MAIN],
  ])('%s stops, saying in one line where it looked and why', (_process, main) => {
    const run = startWithDatabase(main, 'postgres://postgres:pass-word@127.0.0.1:1/checkin');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /Cannot connect to Postgres at DATABASE_URL \(127\.0\.0\.1:1, database "checkin"\): connect ECONNREFUSED 127\.0\.0\.1:1/,
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain('pass-word');
  });

  it('says how to put a database that does not exist right', () => {
    const missing = new URL(TEST_DATABASE_SERVER);
    missing.pathname = '/checkin_not_created_here';
    const run = startWithDatabase(SETUP_MAIN, missing.href);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Cannot connect to Postgres at DATABASE_URL (${missing.hostname}:${missing.port || 5432}, database "checkin_not_created_here"): ` +
        'database "checkin_not_created_here" does not exist: create it (createdb), or point DATABASE_URL at one that exists',
    );
  });
});
