import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_DATABASE_SERVER } from '@checkin/engine/testing';
import { describe, expect, it } from 'vitest';

const API_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** The API started from the build in production, with nothing listening where its settings point. */
function startInProduction(env: Record<string, string>) {
  return spawnSync(process.execPath, [API_MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/checkin',
      REDIS_URL: 'redis://127.0.0.1:1',
      SMTP_URL: 'smtp://127.0.0.1:1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

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

const WORKER_MAIN = fileURLToPath(new URL('../../worker/dist/main.js', import.meta.url));
const SETUP = fileURLToPath(new URL('../dist/setup.js', import.meta.url));

/** One of the product's processes started from the build, as an operator starts it, with DATABASE_URL as given. */
function start(main: string, databaseUrl: string) {
  return spawnSync(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:1',
      JWT_SECRET: 'a-secret-of-16-characters-or-more',
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('a process whose Postgres cannot be reached', () => {
  it.each([
    ['the API', API_MAIN],
    ['the worker', WORKER_MAIN],
    ['the setup', SETUP],
  ])('%s stops, saying in one line where it looked and why', (_process, main) => {
    const run = start(main, 'postgres://postgres:pass-word@127.0.0.1:1/checkin');
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
    const run = start(SETUP, missing.href);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Cannot connect to Postgres at DATABASE_URL (${missing.hostname}:${missing.port || 5432}, database "checkin_not_created_here"): ` +
        'database "checkin_not_created_here" does not exist: create it (createdb), or point DATABASE_URL at one that exists',
    );
  });
});
