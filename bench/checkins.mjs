// Load benchmark: N simulated students take a check-in at once against the running product (`npm start`).
// Each student thinks before each answer (a random time in --think MIN-MAX ms, 2000-6000 by default: faster
// than any class types); --think 0 sends every answer the moment the reply arrives, to find the throughput.
// --duration S keeps each student taking check-ins, one after another, for S seconds (a soak: memory is sampled
// every 5 s and printed, resident and the heap each process keeps after a full collection, from its health details).
// CPU per turn is read from the processes' own counters (bench/process-cpu.mjs), and the bytes Postgres wrote (its
// WAL) per turn from the database at --database-url when it answers.
// --warmup S first runs the same load for S seconds, counted in nothing but its errors and lost answers: the figures
// are then those of warm processes, whose code V8 has compiled (a product just started spends a fifth of its first
// half-minute's CPU compiling).
// Half the students answer as the web page does (submitAnswer answers 202 at once; the reply reaches the page as
// a change on the socket, which it applies), half by the spec's synchronous getNextResponse; each path's latency is
// printed (--path web or --path spec sends everyone one way), and so is each check-in's start: from the link opened
// (the token asked for) to the first question on screen. Each check-in finished is read once more after the run,
// outside its figures, for the answers it holds: an answer missing there is counted lost.
// Last it prints the targets the run's load measures, each met or not (see TARGETS).
// --teacher has the session's teacher (--email, --password: the demo teacher's by default) watch its report through
// the measured run: a socket in the session's room, which gets every event of the class.
// Usage: npm run bench [-- --students 200 --think 2000-6000 --url http://localhost:3000 --session <id> --duration 600
//   --path both --warmup 30 --teacher]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { applyStudentChange } from '@checkin/contracts/instance-change';
import { apiClient, connectSocket, requireProduct } from './api-client.mjs';
import { cpuPer, sampleProcesses } from './process-cpu.mjs';
import { DATABASE_COUNTERS, askPostgres } from './postgres.mjs';
import { ANSWERS, replyTo } from './class-answers.mjs';
import { TEACHER_OPTIONS, sessionSocket, signInTeacher } from './teacher.mjs';

const DEMO_SESSION = '00000000-0000-4000-8000-000000000201';
const { values: args } = parseArgs({
  strict: false,
  options: {
    students: { type: 'string', default: process.env.BENCH_STUDENTS ?? '200' },
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    session: { type: 'string', default: process.env.BENCH_SESSION ?? DEMO_SESSION },
    think: { type: 'string', default: process.env.BENCH_THINK_MS ?? '2000-6000' },
    duration: { type: 'string', default: process.env.BENCH_DURATION_S ?? '0' },
    path: { type: 'string', default: process.env.BENCH_PATH ?? 'both' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP_S ?? '0' },
    teacher: { type: 'boolean', default: false },
    ...TEACHER_OPTIONS,
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/checkin',
    },
  },
});
const [THINK_MIN, THINK_MAX = THINK_MIN] = args.think.split('-').map(Number);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));
const SOCKET_GRACE_MS = 5000;
const STUDENTS = Number(args.students);
const BASE = args.url.replace(/\/$/, '');

/** What a run counts; a warm-up passes on only its errors and lost answers. */
const freshStats = ({ errors = [], lostAnswers = 0 } = {}) => ({
  replyMs: { web: [], spec: [] },
  /** Every answer's wait for its reply (both paths), by the 10 s window of the run it was sent in. */
  byWindow: [],
  socketMs: [],
  /** Each check-in's wait from the link opened (its token asked for) to its first question on screen. */
  startMs: [],
  socketMissing: 0,
  errors,
  turns: 0,
  events: 0,
  lostAnswers,
  completed: 0,
  /** The check-ins finished, each checked once the run's figures are taken (see `checkFinished`). */
  finished: [],
});
let stats = freshStats();

const call = apiClient(BASE);

/** One student's check-ins: one, or one after another until --duration is up, all by one path. */
async function student(index, seconds) {
  const path = args.path === 'both' ? (index % 2 === 0 ? 'web' : 'spec') : args.path;
  if (!['web', 'spec'].includes(path)) throw new Error(`--path is web, spec or both, not ${args.path}`);
  const until = performance.now() + seconds * 1000;
  do await checkIn(index, path);
  while (performance.now() < until);
}

/**
 * The web page's instance: each change the socket brings, and the one the answer's call answers with, applied to it
 * (read again when one does not follow, as useInstanceLive does), and told to whoever waits for a reply.
 */
function pageInstance(socket, id, token, first) {
  let doc = first;
  let waiting = null;
  const show = (data) => {
    if (data.version <= doc.version) return;
    doc = data;
    if (waiting && waiting.test(doc)) waiting.resolve(doc);
  };
  const read = async () =>
    show((await call(`/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token)).data);
  const take = (change) => {
    const next = applyStudentChange(doc, change);
    if (next === null) read().catch((error) => waiting?.reject(error));
    else show(next);
  };
  socket.on('instance.change', (change) => change.instanceId === id && take(change));
  return {
    /** What the answer's call said it changed, as the page takes it. */
    take,
    /** The instance once `test` holds of it. */
    until: (test) =>
      test(doc)
        ? Promise.resolve(doc)
        : new Promise((resolve, reject) => {
            waiting = { test, resolve, reject };
            setTimeout(() => reject(new Error(`no reply announced within ${REPLY_TIMEOUT_MS} ms`)), REPLY_TIMEOUT_MS);
          }),
  };
}
const REPLY_TIMEOUT_MS = 30_000;

async function checkIn(index, path) {
  const opened = performance.now();
  const { token, template_id: templateId } = await call('/sessions/gettokenforsession', { session_id: args.session });
  const socket = await connectSocket(BASE, token);
  // The first socket message of each AI reply: a text delta, or the change that brings the reply if none came first.
  let onReplyText = () => {};
  socket.on('ai.delta', () => onReplyText());
  socket.on('instance.change', (change) => change.logs.some(({ log }) => log.role === 'assistant') && onReplyText());
  try {
    const created = await call(
      '/assessment_instances/createAssessmentInstance',
      {
        assessmentTemplateId: templateId,
        session_id: args.session,
        student_name: `Bench student ${index + 1}`,
      },
      token,
    );
    const id = created.assessmentInstanceId;
    const joined = await socket.emitWithAck('join', { room: `instance:${id}` });
    if (!joined.ok) throw new Error(`join refused: ${joined.error}`);
    const started = await call('/assessment_instances/startAssessmentInstance', { assessmentInstanceId: id }, token);
    const messages = [{ role: 'assistant', content: started.message.content }];
    const page =
      path === 'web'
        ? pageInstance(
            socket,
            id,
            token,
            (await call(`/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token)).data,
          )
        : null;
    stats.startMs.push(performance.now() - opened);
    let answers = 0;
    for (let turn = 0, shouldEnd = false; !shouldEnd; turn++) {
      if (turn > 20) throw new Error('conversation did not end');
      await think();
      messages.push({ role: 'user', content: ANSWERS[(index + turn) % ANSWERS.length] });
      const firstText = new Promise((resolve) => (onReplyText = () => resolve(performance.now())));
      const sent = performance.now();
      const body = { assessmentInstanceId: id, messages };
      let reply;
      if (page) {
        page.take((await call('/assessment_instances/submitAnswer', body, token)).change);
        const doc = await page.until((d) => replyTo(answers + 1)(d) !== null);
        reply = replyTo(answers + 1)(doc);
      } else {
        const { message, shouldEnd } = await call('/assessment_instances/getNextResponse', body, token);
        reply = { content: message.content, shouldEnd };
      }
      const waited = performance.now() - sent;
      stats.replyMs[path].push(waited);
      (stats.byWindow[Math.floor((sent - began) / WINDOW_MS)] ??= []).push(waited);
      const arrived = await Promise.race([
        firstText,
        new Promise((resolve) => setTimeout(resolve, SOCKET_GRACE_MS, null)),
      ]);
      onReplyText = () => {};
      if (arrived === null) stats.socketMissing++;
      else stats.socketMs.push(arrived - sent);
      answers++;
      stats.turns++;
      messages.push({ role: 'assistant', content: reply.content });
      shouldEnd = reply.shouldEnd;
    }
    // The overall rating: the page shows it when a change brings it; a client of the spec asks for it.
    if (page) await page.until((d) => d.state === 'Rated');
    else await call('/assessment_instances/getRatingForEntireConversation', { assessmentInstanceId: id }, token);
    stats.finished.push({ id, token, answers });
    stats.completed++;
  } finally {
    socket.disconnect();
  }
}

const WINDOW_MS = 10_000;

/**
 * The product's targets for a turn, each measured under its own load: the throughput with no think time; the reply's
 * wait with a class of 500 (or more) thinking 2-6 s between answers; the CPU a turn costs, at any load (it costs more
 * when students think: see the README).
 */
const TARGETS = { turnsPerSecond: 400, p95Ms: 50, p99Ms: 150, cpuMs: 4 };

/** Each target this run's load measures, with the figure and whether it is met. */
function printTargets(seconds, cpu) {
  const rows = [];
  const met = (ok) => (ok ? 'met' : 'NOT met');
  if (THINK_MAX === 0 && stats.turns > 0) {
    const rate = stats.turns / seconds;
    rows.push([
      `throughput, no think time`,
      `at least ${TARGETS.turnsPerSecond} turns/s`,
      `${rate.toFixed(1)} turns/s`,
      met(rate >= TARGETS.turnsPerSecond),
    ]);
  }
  if (STUDENTS >= 500 && THINK_MIN === 2000 && THINK_MAX === 6000 && stats.turns > 0) {
    const waits = [...stats.replyMs.web, ...stats.replyMs.spec].sort((a, b) => a - b);
    const [p95, p99] = [percentile(waits, 95), percentile(waits, 99)];
    const errors = stats.errors.length;
    rows.push([
      `reply, ${STUDENTS} students thinking 2-6 s`,
      `p95 at most ${TARGETS.p95Ms} ms, p99 at most ${TARGETS.p99Ms} ms, 0 errors`,
      `p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${errors} errors`,
      met(p95 <= TARGETS.p95Ms && p99 <= TARGETS.p99Ms && errors === 0),
    ]);
  }
  if (cpu) {
    rows.push([
      `CPU per turn`,
      `at most ${TARGETS.cpuMs} ms`,
      `${cpu.total.toFixed(2)} ms`,
      met(cpu.total <= TARGETS.cpuMs),
    ]);
  }
  if (rows.length === 0) return;
  console.log('targets this load measures');
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(`  ${row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join('   ')}`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function line(name, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v) => v.toFixed(1).padStart(8);
  return `${name.padEnd(34)} p50 ${f(percentile(sorted, 50))} ms   p95 ${f(percentile(sorted, 95))} ms   p99 ${f(percentile(sorted, 99))} ms   (n=${sorted.length})`;
}

await requireProduct(BASE);

console.log(
  `${STUDENTS} students take a check-in at once against ${BASE} (session ${args.session}, think ${args.think} ms)...`,
);
// A Postgres that never vacuums (autovacuum off, as on some CI machines) keeps every row version that each run
// leaves dead, and each run reads past more of them: its figures are not those of a database that vacuums.
const databaseBefore = await askPostgres(
  args['database-url'],
  `SELECT ${DATABASE_COUNTERS}, current_setting('autovacuum') AS autovacuum,
          (SELECT n_dead_tup FROM pg_stat_user_tables WHERE relname = 'assessment_instances') AS dead,
          (SELECT n_live_tup FROM pg_stat_user_tables WHERE relname = 'assessment_instances') AS live`,
);
/** The database's counters once the load has stopped: a backend reports its transactions within a second. */
async function settledDatabase() {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return askPostgres(args['database-url'], `SELECT ${DATABASE_COUNTERS}`);
}

if (databaseBefore?.autovacuum === 'off') {
  console.log(
    `Postgres does not vacuum by itself here (autovacuum = off): ${databaseBefore.dead} dead row versions of instances ` +
      `against ${databaseBefore.live} live. Run VACUUM ANALYZE between runs to compare them.`,
  );
}

/** Every student taking check-ins for `seconds` (one each when 0); failures are kept in stats.errors. */
async function runClass(seconds) {
  began = performance.now();
  const results = await Promise.allSettled(Array.from({ length: STUDENTS }, (_, i) => student(i, seconds)));
  for (const r of results) if (r.status === 'rejected') stats.errors.push(r.reason?.message ?? String(r.reason));
}

/**
 * Reads every check-in finished, as its student would, for the answers it holds and the events it has: after the run's
 * figures are taken, so that the benchmark's own check is not counted as what the class costs the product.
 */
async function checkFinished() {
  const queue = [...stats.finished];
  const reader = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { id, token, answers } = next;
      const { data: doc } = await call(`/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token);
      stats.lostAnswers += answers - doc.displayMessages.filter((m) => m.role === 'user').length;
      stats.events += doc.version;
    }
  };
  const readers = await Promise.allSettled(Array.from({ length: 10 }, reader));
  for (const r of readers) if (r.status === 'rejected') stats.errors.push(`check: ${r.reason?.message ?? r.reason}`);
}

/** When the run under way began (set by runClass): each answer is counted in its 10 s window. */
let began;
const WARMUP_S = Number(args.warmup);
if (WARMUP_S > 0) {
  console.log(`Warm-up: the same load for ${WARMUP_S} s, not counted...`);
  await runClass(WARMUP_S);
  await checkFinished();
  stats = freshStats({ errors: stats.errors.map((e) => `warm-up: ${e}`), lostAnswers: stats.lostAnswers });
}

/**
 * The heap each part keeps alive (read after its last full collection), from the product's health details, which it
 * shows a caller on its machine: null where it shows none (yet). A soak's resident memory follows the heap's limit,
 * which V8 raises and lowers under load; this is what grows if a process leaks.
 */
let heapLive = { api: null, worker: null };
async function readHeapLive() {
  try {
    const { memory } = await (await fetch(`${BASE}/health`)).json();
    const workers = memory?.workers ?? [];
    heapLive = {
      api: memory?.api?.heapLiveMb ?? null,
      worker:
        workers.length > 0 && workers.every((w) => w.heapLiveMb !== null)
          ? workers.reduce((sum, w) => sum + w.heapLiveMb, 0)
          : null,
    };
  } catch {
    heapLive = { api: null, worker: null };
  }
}
const memory = [];
const memoryTimer = setInterval(() => {
  const sample = sampleProcesses();
  if (sample) {
    memory.push({
      api: sample.api.rssMb,
      worker: sample.worker.rssMb,
      apiHeap: heapLive.api,
      workerHeap: heapLive.worker,
    });
  }
  void readHeapLive();
}, 5000);
// After the warm-up: its writes and transactions are not the run's.
const countersBefore = WARMUP_S > 0 ? await settledDatabase() : databaseBefore;

/**
 * --teacher: the session's teacher watches its report through the run, as a class's teacher does: their socket is in
 * the session's room, which gets every event of every check-in in it.
 */
async function watchingTeacher() {
  const watched = { socket: null, events: 0 };
  const { access_token: token } = await signInTeacher(call, args);
  watched.socket = await sessionSocket(BASE, token, args.session, () => watched.events++);
  return watched;
}
const teacher = args.teacher ? await watchingTeacher() : null;

const cpuBefore = sampleProcesses();
const ownBefore = process.cpuUsage();
await runClass(Number(args.duration));
const seconds = (performance.now() - began) / 1000;
const cpuAfter = sampleProcesses();
const own = process.cpuUsage(ownBefore);
const countersAfter = await settledDatabase();
clearInterval(memoryTimer);
teacher?.socket.disconnect();
await checkFinished();

console.log(`\ncompleted check-ins                ${stats.completed} of ${STUDENTS} in ${seconds.toFixed(1)} s`);
console.log(`turns (answer -> AI reply)         ${stats.turns}, ${(stats.turns / seconds).toFixed(1)} turns/s`);
console.log(line('answer -> reply shown (web page)', stats.replyMs.web));
console.log(line('answer -> reply (spec, HTTP)', stats.replyMs.spec));
console.log(line('answer -> first AI text (socket)', stats.socketMs));
console.log(line('link opened -> first question', stats.startMs));
console.log(`socket replies missing                ${stats.socketMissing}`);
// Where the slow answers fall: a class that starts together also finishes, and starts its next check-in, together.
const windowP95 = stats.byWindow.map((w) =>
  w
    ? percentile(
        [...w].sort((a, b) => a - b),
        95,
      ).toFixed(0)
    : '-',
);
if (windowP95.length > 1) console.log(`reply p95 by 10 s window (ms)      ${windowP95.join(' ')}`);
console.log(`events appended                    ${stats.events}, ${(stats.events / seconds).toFixed(1)} events/s`);
if (teacher) console.log(`teacher's socket (session report)  ${teacher.events} events`);
const cpu = cpuPer(cpuBefore, cpuAfter, stats.turns);
if (cpu) {
  const f = (v) => `${v.toFixed(2)} ms`;
  console.log(
    `CPU per turn                       ${f(cpu.total)} (api ${f(cpu.api)}, worker ${f(cpu.worker)}, Postgres ${f(cpu.postgres)}, Redis ${f(cpu.redis)})`,
  );
  const woken = cpuPer(cpuBefore, cpuAfter, stats.turns, 'switches');
  const n = (v) => v.toFixed(1);
  console.log(
    `wake-ups per turn                  ${n(woken.total)} (api ${n(woken.api)}, worker ${n(woken.worker)}, Postgres ${n(woken.postgres)}, Redis ${n(woken.redis)})`,
  );
}
if (stats.turns > 0) {
  const ms = (own.user + own.system) / 1000 / stats.turns;
  console.log(`load generator (this benchmark)    ${ms.toFixed(2)} ms CPU per turn, on the same machine`);
}
if (countersBefore && countersAfter && stats.turns > 0) {
  const per = (counter) => (Number(countersAfter[counter]) - Number(countersBefore[counter])) / stats.turns;
  console.log(`Postgres WAL per turn              ${(per('bytes') / 1024).toFixed(1)} KB`);
  console.log(`Postgres transactions per turn     ${per('transactions').toFixed(2)}`);
}
if (cpuAfter) {
  const mb = (v) => `${v.toFixed(0)} MB`;
  const peak = (part) => Math.max(...memory.map((m) => m[part]), cpuAfter[part].rssMb);
  const first = memory[0] ?? { api: cpuAfter.api.rssMb, worker: cpuAfter.worker.rssMb };
  console.log(
    `resident memory (first, last, peak) api ${mb(first.api)}, ${mb(cpuAfter.api.rssMb)}, ${mb(peak('api'))}; worker ${mb(first.worker)}, ${mb(cpuAfter.worker.rssMb)}, ${mb(peak('worker'))}`,
  );
  // A soak: the memory at each minute, to see it level off.
  const minutes = memory.filter((_, i) => i > 0 && i % 12 === 0);
  if (minutes.length >= 2) {
    console.log(`api memory by minute (MB)          ${minutes.map((m) => m.api.toFixed(0)).join(' ')}`);
    console.log(`worker memory by minute (MB)       ${minutes.map((m) => m.worker.toFixed(0)).join(' ')}`);
    const heap = (v) => (v === null ? '-' : v.toFixed(0));
    if (minutes.some((m) => m.apiHeap !== null)) {
      console.log(`api heap kept, by minute (MB)      ${minutes.map((m) => heap(m.apiHeap)).join(' ')}`);
      console.log(`worker heap kept, by minute (MB)   ${minutes.map((m) => heap(m.workerHeap)).join(' ')}`);
    }
  }
}
console.log(`lost answers                       ${stats.lostAnswers}`);
console.log(`errors                             ${stats.errors.length}`);
for (const e of [...new Set(stats.errors)].slice(0, 5)) console.log(`  ${e}`);
printTargets(seconds, cpu);
process.exit(stats.errors.length || stats.lostAnswers ? 1 : 0);
