import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
