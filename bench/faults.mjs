// `npm run faults [-- --students 500 --think 4000-10000 --every 40 --ai-latency 1000 --postgres-url URL]`: faults
// during a load run. A product of its own (a database of its own on the local Postgres, a Redis server of its own,
// one API and two workers from the build, each kept up by `npm start`'s supervisor) serves N students taking
// check-ins one after another, as the web page does (submitAnswer, the reply from the socket) and as the spec does
// (getNextResponse). Every --every seconds one fault strikes: SIGKILL a worker, restart Redis, SIGKILL the API, cut
// every Postgres connection. A student meets a fault as the page does: a call that fails is sent again (sending is
// idempotent), a socket that drops reconnects, and the page reads the document again when it is back. Afterwards
// every answer the students sent must have been recorded once, with one AI reply and one rating, in a stream
// without a gap; the table says, per fault: how long until an answer sent after it was answered, the longest an
// answer waited, how many answers were sent, and how many were lost or doubled; below it, the longest from a reply
// recorded to its student seeing it (how late an announcement came). Exits non-zero when any was, or a
// check-in could not finish.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { applyStudentChange } from '@checkin/contracts/instance-change';
import { SOCKET_TRANSPORTS } from '@checkin/contracts/realtime';
import pg from 'pg';
import { io } from 'socket.io-client';
import { Supervised, productEnv } from '../scripts/start/supervise.mjs';
import { ANSWERS, replyTo } from './class-answers.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: args } = parseArgs({
  strict: false,
  options: {
    students: { type: 'string', default: '500' },
    think: { type: 'string', default: '4000-10000' },
    every: { type: 'string', default: '40' },
    'ai-latency': { type: 'string', default: '1000' },
    'postgres-url': {
      type: 'string',
      default: process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
    },
  },
});
const STUDENTS = Number(args.students);
const [THINK_MIN, THINK_MAX = THINK_MIN] = args.think.split('-').map(Number);
const EVERY_MS = Number(args.every) * 1000;
/** How long a student keeps sending a call again, and waits for a reply, before the run counts it as failed. */
const GIVE_UP_MS = 120_000;
const log = (line) => console.log(`[faults] ${line}`);
const now = () => performance.now();
const think = () => sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN));

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function until(what, test, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

// ---- The product under test -------------------------------------------------------------------------------------

const work = mkdtempSync(join(tmpdir(), 'checkin-faults-'));
const logFile = createWriteStream(join(work, 'product.log'));
const database = `checkin_faults_${process.pid}`;
const admin = new pg.Client({ connectionString: `${args['postgres-url']}/postgres` });
const redisPort = await freePort();
const apiPort = await freePort();
const BASE = `http://127.0.0.1:${apiPort}`;
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'development',
  PORT: String(apiPort),
  DATABASE_URL: `${args['postgres-url']}/${database}`,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  JWT_SECRET: `faults-${process.pid}-${Date.now()}`,
  // A class on one network address: the per-address limits of a school's shared connection, raised.
  RATE_LIMIT_STUDENT_TOKEN: '100000,100000/60',
  RATE_LIMIT_INSTANCE: '100000,100000/60',
  // As a model takes its time: work is in flight when a fault strikes.
  AI_LATENCY_MS: args['ai-latency'],
};

/** A redis-server of this run's own, appending to its file as production's does, so a restart keeps the queues. */
let redis = null;
function startRedis() {
  const child = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', work],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(logFile, { end: false });
  child.stderr.pipe(logFile, { end: false });
  child.once('error', (error) => log(`redis-server: ${error.message} (install redis-server)`));
  redis = { child, exited: new Promise((done) => child.once('exit', done)) };
  return until('Redis', () => canConnect(redisPort), 10_000);
}
function canConnect(port) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.end(), done(true)));
    socket.once('error', () => done(false));
  });
}

/** A process of the product's under `npm start`'s supervisor: started again after it stops on its own. */
function supervised(name, entry) {
  const spawnIt = () => {
    const child = spawn(process.execPath, [join(ROOT, entry)], {
      cwd: ROOT,
      env: productEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream) =>
      stream.on('data', (chunk) => logFile.write(`[${name}] ${chunk.toString().replace(/\n(?=.)/g, `\n[${name}] `)}`));
    prefix(child.stdout);
    prefix(child.stderr);
    const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal, error: null })));
    return { name, child, exited, output: exited };
  };
  const service = new Supervised(name, spawnIt, (result) =>
    log(`${name} stopped while starting: ${JSON.stringify(result)}`),
  );
  service.start();
  service.keepUp();
  return service;
}

async function health() {
  const response = await fetch(`${BASE}/health`);
  return response.ok ? response.json() : null;
}

for (const entry of ['api/dist/main.js', 'worker/dist/main.js', 'api/dist/setup.js']) {
  if (!existsSync(join(ROOT, entry))) throw new Error(`${entry} is missing: run \`npx tsc -b api worker\` first`);
}
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
await startRedis();
const setup = spawnSync(process.execPath, [join(ROOT, 'api/dist/setup.js')], { cwd: ROOT, env, encoding: 'utf8' });
if (setup.status !== 0) throw new Error(`setup failed:\n${setup.stdout}\n${setup.stderr}`);
const { demoSessionId: SESSION } = JSON.parse(setup.stdout.trim().split('\n').at(-1));
const db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
// A district's allowance: credits are not what this run tries.
await db.query(`UPDATE organizations SET num_of_credits = 10000000, max_monthly_credits = 10000000`);
const api = supervised('api', 'api/dist/main.js');
const workers = [supervised('worker-1', 'worker/dist/main.js'), supervised('worker-2', 'worker/dist/main.js')];
// However this script ends, none of the product's processes outlives it (their database is dropped at a clean end).
process.on('exit', () => [api, ...workers, redis].forEach((p) => (p?.service ?? p)?.child.kill('SIGKILL')));
await until('the product', async () => (await health())?.worker?.count === 2);
log(`product up at ${BASE} (database ${database}, Redis on ${redisPort}, logs in ${work}/product.log)`);

async function stopProduct() {
  await Promise.all([api, ...workers].map((p) => p.stop(10_000)));
  redis?.child.kill('SIGTERM');
  await redis?.exited;
  await db.end();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

// ---- The faults -------------------------------------------------------------------------------------------------

const FAULTS = [
  {
    name: 'SIGKILL a worker',
    strike: async () => void workers[0].service.child.kill('SIGKILL'),
  },
  {
    name: 'restart Redis',
    strike: async () => {
      redis.child.kill('SIGTERM');
      await redis.exited;
      await startRedis();
    },
  },
  {
    name: 'SIGKILL the API',
    strike: async () => void api.service.child.kill('SIGKILL'),
  },
  {
    name: 'cut Postgres connections',
    strike: async () => {
      const { rows } = await admin.query(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS cut FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name LIKE 'checkin%'`,
        [database],
      );
      return `${rows[0].cut} connections`;
    },
  },
];

// ---- The students -----------------------------------------------------------------------------------------------

/** Every answer a student sent: when, and when its reply reached them. */
const answers = [];
const errors = [];
const failures = [];
const pages = { dropped: 0, resumed: 0, closedWhileDown: 0 };
let stopping = false;

/** A call as the page makes it: a network failure or a 5xx is sent again after a second, until GIVE_UP_MS. */
async function call(path, body, token) {
  const began = Date.now();
  for (;;) {
    let problem;
    try {
      const response = await fetch(`${BASE}/api/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.ok) return text ? JSON.parse(text) : undefined;
      if (response.status < 500) throw new Error(`${path} ${response.status} ${text.slice(0, 200)}`);
      problem = `${response.status} ${text.slice(0, 120)}`;
    } catch (error) {
      if (error.message.startsWith(path)) throw error;
      problem = error.cause?.code ?? error.message;
    }
    errors.push({ at: now(), path, problem });
    if (Date.now() - began > GIVE_UP_MS)
      throw new Error(`${path}: still failing after ${GIVE_UP_MS / 1000} s (${problem})`);
    await sleep(1000);
  }
}

/**
 * The page's document: each change from the socket, and the one the answer's call answers with, applied to it; read
 * again when one does not follow, when the socket is back, and while it is down (as useCheckinRun polls).
 */
function page(token, id, first) {
  let doc = first;
  let waiting = null;
  let pollTimer = null;
  const show = (next) => {
    if (next.version <= doc.version) return;
    doc = next;
    if (waiting?.test(doc)) waiting.resolve(doc);
  };
  const read = () =>
    call(`/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token).then(({ data }) => show(data));
  const socket = io(BASE, { ...SOCKET_TRANSPORTS, auth: { token }, forceNew: true, reconnectionDelayMax: 5000 });
  let everConnected = false;
  let dropped = false;
  const joined = new Promise((done) => {
    socket.on('connect', async () => {
      const reply = await socket
        .timeout(10_000)
        .emitWithAck('join', { room: `instance:${id}` })
        .catch(() => null);
      if (everConnected) {
        if (dropped) pages.resumed++;
        dropped = false;
        clearInterval(pollTimer);
        await read().catch(() => undefined);
      }
      everConnected = true;
      if (reply?.ok) done();
    });
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    pages.dropped++;
    dropped = true;
    clearInterval(pollTimer);
    pollTimer = setInterval(() => void read().catch(() => undefined), 2500);
  });
  // As the page does: the API's own link to Redis was down, so what it was sent for this page is read again.
  socket.on('live.resync', () => void read().catch(() => undefined));
  const take = (change) => {
    const next = applyStudentChange(doc, change);
    if (next === null) read().catch(() => undefined);
    else show(next);
  };
  socket.on('instance.change', (change) => change.instanceId === id && take(change));
  return {
    joined,
    /** What the answer's call said it changed, as the page takes it. */
    take,
    until: (test) =>
      test(doc)
        ? Promise.resolve(doc)
        : new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no reply within ${GIVE_UP_MS / 1000} s`)), GIVE_UP_MS);
            waiting = { test, resolve: (d) => (clearTimeout(timer), (waiting = null), done(d)) };
          }),
    close: () => {
      if (dropped) pages.closedWhileDown++;
      clearInterval(pollTimer);
      socket.disconnect();
    },
  };
}

/**
 * The opening question. As the page does: a start already made (its answer lost with the connection, 409) or slow
 * (504) is not sent again; the document shows the question when it comes.
 */
async function begin(view, id, token) {
  try {
    const started = await call('/assessment_instances/startAssessmentInstance', { assessmentInstanceId: id }, token);
    return started.message.content;
  } catch (error) {
    if (!/ (409|504) /.test(error.message)) throw error;
    const opening = (doc) => doc.displayMessages.find((m) => m.role === 'assistant');
    return opening(await view.until((doc) => opening(doc) !== undefined)).content;
  }
}

async function checkIn(index, path) {
  const { token, template_id: templateId } = await call('/sessions/gettokenforsession', { session_id: SESSION });
  const created = await call(
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: templateId, session_id: SESSION, student_name: `Student ${index + 1}` },
    token,
  );
  const id = created.assessmentInstanceId;
  const first = (await call(`/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token)).data;
  const view = page(token, id, first);
  try {
    await view.joined;
    const messages = [{ role: 'assistant', content: await begin(view, id, token) }];
    for (let n = 1, shouldEnd = false; !shouldEnd; n++) {
      if (n > 20) throw new Error('the conversation did not end');
      await think();
      messages.push({ role: 'user', content: ANSWERS[(index + n) % ANSWERS.length] });
      const answer = { instanceId: id, messageId: `answer-${n}`, path, sentAt: now(), seenAt: null };
      answers.push(answer);
      const body = { assessmentInstanceId: id, messages };
      let reply;
      if (path === 'web') {
        view.take((await call('/assessment_instances/submitAnswer', body, token)).change);
        reply = replyTo(n)(await view.until((d) => replyTo(n)(d) !== null));
      } else {
        const { message, shouldEnd: ends } = await call('/assessment_instances/getNextResponse', body, token);
        reply = { content: message.content, shouldEnd: ends };
      }
      answer.seenAt = now();
      messages.push({ role: 'assistant', content: reply.content });
      shouldEnd = reply.shouldEnd;
    }
  } finally {
    view.close();
  }
}

async function student(index) {
  const path = index % 2 === 0 ? 'web' : 'spec';
  while (!stopping) {
    try {
      await checkIn(index, path);
    } catch (error) {
      failures.push(error.message);
    }
  }
}

// ---- The run ----------------------------------------------------------------------------------------------------

log(`${STUDENTS} students (think ${args.think} ms, the model ${args['ai-latency']} ms), a fault every ${args.every} s`);
const began = now();
const running = Array.from({ length: STUDENTS }, (_, i) => sleep((i * 2000) / STUDENTS).then(() => student(i)));
const struck = [];
try {
  for (const fault of FAULTS) {
    await sleep(EVERY_MS);
    const at = now();
    const detail = await fault.strike();
    struck.push({ ...fault, at, detail });
    log(`${((at - began) / 1000).toFixed(0)} s: ${fault.name}${detail ? ` (${detail})` : ''}`);
  }
  await sleep(EVERY_MS);
} finally {
  stopping = true;
  log('no new check-ins: waiting for those under way to finish');
  await Promise.all(running);
}
const ended = now();

// ---- What the database says -------------------------------------------------------------------------------------

const { rows: events } = await db.query(
  `SELECT stream_id, version, type, data, recorded_at FROM events WHERE stream_id LIKE 'instance-%' ORDER BY stream_id, version`,
);
const streams = new Map();
for (const event of events) {
  const stream = streams.get(event.stream_id) ?? [];
  stream.push(event);
  streams.set(event.stream_id, stream);
}
let gaps = 0;
/**
 * Per answer (instance and message id): how often it was recorded, replied to and rated, and when each was first
 * recorded (Postgres' wall clock).
 */
const recorded = new Map();
const key = (instanceId, messageId) => `${instanceId}/${messageId}`;
for (const [streamId, stream] of streams) {
  if (stream.some((event, i) => event.version !== i + 1)) gaps++;
  const instanceId = streamId.slice('instance-'.length);
  const answerAt = new Map();
  for (const event of stream) {
    if (event.type === 'AnswerSubmitted') {
      const entry = recorded.get(key(instanceId, event.data.messageId)) ?? { submitted: 0, replies: 0, ratings: 0 };
      entry.submitted++;
      entry.recordedAt ??= event.recorded_at.getTime();
      recorded.set(key(instanceId, event.data.messageId), entry);
      answerAt.set(event.version, event.data.messageId);
    } else if (event.type === 'AiReplied' && answerAt.has(event.data.cause)) {
      const entry = recorded.get(key(instanceId, answerAt.get(event.data.cause)));
      entry.replies++;
      entry.repliedAt ??= event.recorded_at.getTime();
    } else if (event.type === 'AnswerRated') {
      const entry = recorded.get(key(instanceId, event.data.answerMessageId));
      if (entry) {
        entry.ratings++;
        entry.ratedAt ??= event.recorded_at.getTime();
      }
    }
  }
}
/** Lost: sent, but not recorded with one reply and one rating. Doubled: recorded, replied to or rated twice. */
function verdictOf(answer) {
  const entry = recorded.get(key(answer.instanceId, answer.messageId));
  if (!entry || entry.replies === 0 || entry.ratings === 0) return 'lost';
  if (entry.submitted > 1 || entry.replies > 1 || entry.ratings > 1) return 'doubled';
  return 'ok';
}
for (const answer of answers) answer.verdict = verdictOf(answer);
const counted = (list, verdict) => list.filter((a) => a.verdict === verdict).length;

/** The wall-clock time at which this process's clock (`now`) read zero: Postgres records events by the wall clock. */
const epoch = Date.now() - now();

/**
 * The slowest answers, each with when it was sent, when the product recorded it, its reply and its rating, and when
 * the student saw the reply (seconds into the run): whether the product or the page was slow.
 */
function slowest(count) {
  const at = (ms) => `${((ms - began) / 1000).toFixed(1)}`;
  const waits = answers.map((a) => ({ ...a, wait: (a.seenAt ?? ended) - a.sentAt }));
  return waits
    .sort((x, y) => y.wait - x.wait)
    .slice(0, count)
    .map((a) => {
      const entry = recorded.get(key(a.instanceId, a.messageId));
      const atOf = (wallClock) => (wallClock === undefined ? '-' : at(wallClock - epoch));
      return (
        `  ${a.path.padEnd(4)} sent ${at(a.sentAt)}, recorded ${atOf(entry?.recordedAt)}, ` +
        `replied ${atOf(entry?.repliedAt)}, rated ${atOf(entry?.ratedAt)}, ` +
        `seen ${a.seenAt === null ? 'never' : at(a.seenAt)} (${a.instanceId} ${a.messageId})`
      );
    });
}

/**
 * The longest time from a reply recorded to its student seeing it: what a reply's announcement took, whatever kept the
 * reply itself waiting (a page that never hears of a reply recorded sees it only when something else makes it read).
 */
function longestToSee() {
  let longest = null;
  for (const answer of answers) {
    const repliedAt = recorded.get(key(answer.instanceId, answer.messageId))?.repliedAt;
    if (repliedAt === undefined) continue;
    const wait = (answer.seenAt ?? ended) - (repliedAt - epoch);
    if (!longest || wait > longest.wait) longest = { ...answer, wait };
  }
  return longest;
}

// ---- The table --------------------------------------------------------------------------------------------------

const seconds = (ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);
const windows = [{ name: 'none (before the first)', at: began }, ...struck];
const rows = windows.map((window, i) => {
  const end = windows[i + 1]?.at ?? ended;
  const sent = answers.filter((a) => a.sentAt >= window.at && a.sentAt < end);
  // The answers answered in this window (or never): those the fault kept waiting among them.
  const answered = answers.filter((a) => (a.seenAt ?? ended) >= window.at && (a.seenAt === null || a.seenAt < end));
  const firstAnswered = sent.filter((a) => a.seenAt !== null).reduce((min, a) => Math.min(min, a.seenAt), Infinity);
  const longest = answered.reduce((max, a) => Math.max(max, (a.seenAt ?? ended) - a.sentAt), 0);
  return {
    fault: window.name,
    recovery: i === 0 ? '' : seconds(Number.isFinite(firstAnswered) ? firstAnswered - window.at : null),
    longest: seconds(longest),
    sent: sent.length,
    retried: errors.filter((e) => e.at >= window.at && e.at < end).length,
    lost: counted(sent, 'lost'),
    doubled: counted(sent, 'doubled'),
  };
});
const lost = counted(answers, 'lost');
const doubled = counted(answers, 'doubled');

console.log();
console.log(
  `| Fault | Recovery (first answer after it answered) | Longest wait for a reply answered in it | Answers sent | Calls sent again | Lost | Duplicates |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.fault} | ${r.recovery} | ${r.longest} | ${r.sent} | ${r.retried} | ${r.lost} | ${r.doubled} |`);
}
console.log();
console.log(
  `run                       ${((ended - began) / 1000).toFixed(0)} s, ${STUDENTS} students, ${streams.size} check-ins`,
);
console.log(`answers sent              ${answers.length}; lost ${lost}; duplicates ${doubled}`);
console.log(`streams with a gap        ${gaps}`);
console.log(
  `pages whose socket dropped ${pages.dropped}: resumed ${pages.resumed}, check-in over before it was back ${pages.closedWhileDown}`,
);
console.log(`check-ins not finished    ${failures.length}`);
for (const problem of [...new Set(failures)].slice(0, 5)) console.log(`  ${problem}`);
const toSee = longestToSee();
if (toSee) {
  console.log(
    `reply recorded -> seen    longest ${seconds(toSee.wait)} (${toSee.path}, ${toSee.instanceId} ${toSee.messageId})`,
  );
}
console.log('slowest answers (seconds into the run):');
for (const line of slowest(3)) console.log(line);
const kinds = new Map();
for (const e of errors) {
  const kind = `${e.path.replace(/[0-9a-f-]{36}/, ':id')} ${e.problem}`;
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
}
if (kinds.size) console.log('calls sent again, by answer:');
for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8))
  console.log(`  ${String(count).padStart(5)}  ${kind}`);

await stopProduct();
logFile.end();
const bad = lost + doubled + gaps + failures.length;
if (bad === 0) rmSync(work, { recursive: true, force: true });
else log(`the product's logs are kept in ${work}/product.log`);
process.exit(bad === 0 ? 0 : 1);
