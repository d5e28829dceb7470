// `npm start`: install, build, find or start Postgres and Redis, migrate and seed, then run api + worker.
// Only Node built-ins here: dependencies may not be installed yet (scripts/start/services.mjs loads pg later).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, ensureInstalled } from './start/build.mjs';
import { describeExit, killGroup, log, spawnService, stopService, UserError } from './start/processes.mjs';
import { supervisedNode } from './start/supervise.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apps = []; // api and worker (Supervised): stopped first
const stores = []; // an embedded Postgres or a redis-server this script started: stopped last
let foreground = null; // the install, build or setup step now running
let stopping = null;

async function shutdown(code, reason) {
  if (stopping) return stopping;
  stopping = (async () => {
    if (reason) log(reason);
    foreground?.kill('SIGTERM');
    await Promise.all(apps.map((app) => app.stop(10_000)));
    for (const service of stores.reverse()) await stopService(service, 15_000);
    log(code === 0 ? 'Stopped.' : 'Stopped after an error.');
    process.exit(code);
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return log(`${signal} again: already stopping`);
    shutdown(0, `${signal} received: stopping…`);
  });
}
process.on('exit', () => {
  foreground?.kill('SIGTERM');
  [...apps.map((app) => app.service), ...stores].forEach(({ child }) => killGroup(child, 'SIGTERM'));
});

const addTo = (list) => (service) => (list.push(service), service);

/** Stops everything after a service stopped on its own (a data store at any time, the api or worker while starting). */
const stopTheRest = (name) => (result) => {
  if (!stopping) shutdown(1, `${name} stopped on its own (${describeExit(result)}): stopping the rest`);
};

/** A data store this script started: if it dies on its own, everything else is stopped too. */
function watch(service) {
  service?.exited.then(stopTheRest(service.name));
}

function jwtSecret(env) {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new UserError('JWT_SECRET must be set when NODE_ENV=production');
  const file = join(root, '.data', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log('Generated a JWT secret in .data/jwt-secret');
  return secret;
}

/** Migrates and seeds; the last stdout line of api/dist/setup.js is JSON describing the demo data. */
async function setup(env) {
  const script = join(root, 'api', 'dist', 'setup.js');
  if (!existsSync(script)) throw new UserError('api/dist/setup.js is missing after the build');
  log('Migrating and seeding: node api/dist/setup.js');
  let last = null;
  const printLine = (line) => line !== null && process.stdout.write(`[setup] ${line}\n`);
  const onStdoutLine = (line) => {
    printLine(last);
    last = line;
  };
  const run = spawnService('setup', process.execPath, [script], { cwd: root, env, onStdoutLine });
  foreground = run.child;
  const [result] = await Promise.all([run.exited, run.output]);
  foreground = null;
  if (result.code !== 0) {
    printLine(last);
    throw new UserError(`Setup failed (${describeExit(result)})`);
  }
  try {
    const info = JSON.parse(last ?? '');
    if (typeof info !== 'object' || !('demoTeacher' in info) || !('demoSessionId' in info))
      throw new Error('fields missing');
    return info;
  } catch (error) {
    printLine(last);
    throw new UserError(`Setup's last line is not the expected JSON (${error.message})`);
  }
}

/** True when something already listens on the port (often an api left by an earlier run that was killed). */
function portTaken(port) {
  return new Promise((done) => {
    const socket = connect({ host: 'localhost', port: Number(port) });
    socket.setTimeout(1000, () => (socket.destroy(), done(false)));
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

function healthy(port) {
  return new Promise((done) => {
    const request = get({ host: 'localhost', port, path: '/health', timeout: 2000 }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => done(false));
  });
}

async function waitUntilHealthy(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    if (await healthy(port)) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  if (!stopping) throw new UserError(`The API did not answer GET /health with 200 within ${timeoutMs / 1000} s`);
}

function banner(port, info, postgres, redis) {
  const web = `http://localhost:${port}`;
  // Production installs get no demo data (see api/src/setup.ts).
  const rows = [
    ['Web app', web],
    ...(info.demoTeacher ? [['Demo teacher', `${info.demoTeacher.email}  /  ${info.demoTeacher.password}`]] : []),
    ...(info.demoAdmin ? [['Demo admin', `${info.demoAdmin.email}  /  ${info.demoAdmin.password}`]] : []),
    ...(info.demoSessionId ? [['Student link', `${web}/session/${info.demoSessionId}`]] : []),
    ['Postgres', postgres.description],
    ['Redis', redis.description],
  ];
  const line = '─'.repeat(72);
  const body = rows.map(([label, value]) => `  ${label.padEnd(14)}${value}`).join('\n');
  process.stdout.write(`\n${line}\n  CheckIn is running\n\n${body}\n\n  Press Ctrl-C to stop.\n${line}\n\n`);
}

async function main() {
  const track = (child) => (foreground = child);
  await ensureInstalled(root, track);
  await buildAll(root, track);
  const { resolvePostgres, resolveRedis } = await import('./start/services.mjs');
  const port = process.env.PORT || '3000';
  if (await portTaken(port)) {
    throw new UserError(`Port ${port} is already in use: stop what listens there (lsof -i :${port}) or set PORT`);
  }
  const env = { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV || 'development' };
  env.JWT_SECRET = jwtSecret(env);
  const redis = await resolveRedis(env, addTo(stores));
  watch(redis.service);
  log(`Redis: ${redis.description}`);
  const postgres = await resolvePostgres(env, root, addTo(stores));
  watch(postgres.service);
  log(`Postgres: ${postgres.description}`);
  Object.assign(env, {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    WEB_DIST_DIR: join(root, 'web', 'dist'),
  });
  const info = await setup(env);
  if (stopping) return;
  for (const [name, entry] of [
    ['api', 'api/dist/main.js'],
    ['worker', 'worker/dist/main.js'],
  ]) {
    addTo(apps)(supervisedNode(name, join(root, entry), { cwd: root, env }, stopTheRest(name)));
  }
  await waitUntilHealthy(port);
  if (stopping) return;
  // Up: from now on a crashed api or worker is started again (with back-off) while the rest keeps running.
  apps.forEach((app) => app.keepUp());
  banner(port, info, postgres, redis);
}

main().catch((error) => {
  if (stopping) return;
  const message = error instanceof UserError ? error.message : (error?.stack ?? String(error));
  shutdown(1, `Could not start: ${message}`);
});
