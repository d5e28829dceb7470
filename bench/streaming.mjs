// Streaming, measured: the product started with a model (AI_PROVIDER=openai) against bench/fake-model.mjs, which
// takes --first-token-ms to its first token and then writes --tokens-per-second. Students take the demo check-in
// as the web app does: in their instance's socket room, the reply's words arriving as `ai.delta` while
// getNextResponse is in flight. Per answer: the time to the first visible word and to the whole reply on the
// socket, the time a client that waits for the getNextResponse answer (the spec's synchronous call) waits, and,
// from the fake model's own log, when it wrote its first token. Target: the first visible word within 50 ms
// (p95) of the model's first token.
// It starts its own product (scripts/start.mjs, as `npm start`) on a free port, on a database of its own that it
// drops afterwards and on Redis under its own key prefix; --url is not used.
// Usage: node bench/streaming.mjs [--streaming-students 20 --first-token-ms 300 --tokens-per-second 40
//   --think 2000-6000 --database-server postgres://postgres@127.0.0.1:5432/postgres --redis redis://127.0.0.1:6379]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiClient, connectSocket } from './api-client.mjs';
import { startFakeModel } from './fake-model.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    'streaming-students': { type: 'string', default: '20' },
    'first-token-ms': { type: 'string', default: '300' },
    'tokens-per-second': { type: 'string', default: '40' },
    think: { type: 'string', default: process.env.BENCH_THINK_MS ?? '2000-6000' },
    'database-server': {
      type: 'string',
      default: process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    redis: { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const STUDENTS = Number(args['streaming-students']);
const FIRST_TOKEN_MS = Number(args['first-token-ms']);
const TOKENS_PER_SECOND = Number(args['tokens-per-second']);
const [THINK_MIN, THINK_MAX = THINK_MIN] = args.think.split('-').map(Number);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));
const TARGET_MS = 50;
const SOCKET_GRACE_MS = 5000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ANSWERS = [
  'Water evaporates when the sun heats it, the vapor rises, cools and condenses into clouds, then falls as rain.',
  'The sun heats water in oceans and lakes so it turns into water vapor and goes up into the air.',
  'Clouds form when water vapor cools and condenses into tiny drops.',
  'Rain soaks into the ground or runs off into rivers, and the rivers carry it back to the sea.',
  'Precipitation is rain, snow, sleet or hail falling from clouds, and it collects in rivers, lakes and oceans.',
];

/** A database of its own on the Postgres server, dropped by `drop`. */
async function createDatabase(serverUrl) {
  const name = `checkin_bench_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  return {
    url: serverUrl.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`),
    async drop() {
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** The product as `npm start` starts it, with a model at `modelUrl`; resolves once it prints its banner. */
async function startProduct({ databaseUrl, modelUrl }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: args.redis,
      // Queues, limits and caches of its own, apart from any other product on the same Redis.
      QUEUE_PREFIX: 'bench-streaming',
      JWT_SECRET: randomBytes(32).toString('hex'),
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: modelUrl,
      AI_LATENCY_MS: '0',
      AI_STREAM_CHUNK_MS: '0',
      // Every simulated student comes from this one address.
      RATE_LIMIT_STUDENT_TOKEN: '5000,5000/300',
      RATE_LIMIT_INSTANCE: '5000,5000/300',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('CheckIn is running')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    exited.then((code) => reject(new Error(`npm start exited (${code}):\n${output.slice(-3000)}`)));
  });
  const demoSession = /session\/([0-9a-f-]{36})/.exec(output)[1];
  return {
    base: `http://localhost:${port}`,
    demoSession,
    stop: () => (child.exitCode === null && child.kill('SIGTERM'), exited),
  };
}

/**
 * The AI's reply as the student's page assembles it from `ai.delta` chunks (web/src/features/checkin/model/
 * ai-stream.ts): chunks of the newest request and attempt, in order up to the first gap; with the time each
 * arrived, so that the times of the first visible word and of the whole reply can be read afterwards.
 */
function replyOnSocket(socket) {
  let stream = null; // { cause, attempt, parts: [{ text, at }] }
  socket.on('ai.delta', ({ cause, attempt, seq, text }) => {
    const at = performance.now();
    const newer = !stream || cause > stream.cause || (cause === stream.cause && attempt > stream.attempt);
    if (!newer && (cause !== stream.cause || attempt !== stream.attempt)) return;
    if (newer) stream = { cause, attempt, parts: [] };
    stream.parts[seq] = { text, at };
  });
  /** The visible text over time: [{ text so far, when it became visible }]. */
  const timeline = () => {
    const shown = [];
    let text = '';
    let at = -Infinity;
    for (const part of stream?.parts ?? []) {
      if (!part) break;
      text += part.text;
      at = Math.max(at, part.at);
      shown.push({ text, at });
    }
    return shown;
  };
  return {
    cause: () => stream?.cause ?? -1,
    firstWordAt: (after) => timeline().find((s) => /\S/.test(s.text) && stream.cause > after)?.at ?? null,
    wholeAt: (after, content) =>
      (stream?.cause > after ? timeline().find((s) => s.text === content)?.at : null) ?? null,
  };
}

const figures = { providerFirstToken: [], firstWord: [], afterProvider: [], whole: [], http: [], missing: 0 };

async function student(index, product, model) {
  const call = apiClient(product.base);
  const name = `Bench student ${index + 1}`;
  const { token, template_id: templateId } = await call('/sessions/gettokenforsession', {
    session_id: product.demoSession,
  });
  const socket = await connectSocket(product.base, token);
  try {
    const reply = replyOnSocket(socket);
    const { assessmentInstanceId: id } = await call(
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: templateId, session_id: product.demoSession, student_name: name },
      token,
    );
    const joined = await socket.emitWithAck('join', { room: `instance:${id}` });
    if (!joined.ok) throw new Error(`join refused: ${joined.error}`);
    const started = await call('/assessment_instances/startAssessmentInstance', { assessmentInstanceId: id }, token);
    const messages = [{ role: 'assistant', content: started.message.content }];
    for (let turn = 0, ended = false; !ended; turn++) {
      if (turn > 20) throw new Error('conversation did not end');
      await think();
      messages.push({ role: 'user', content: ANSWERS[(index + turn) % ANSWERS.length] });
      const before = reply.cause();
      const sent = performance.now();
      const answered = await call(
        '/assessment_instances/getNextResponse',
        { assessmentInstanceId: id, messages },
        token,
      );
      figures.http.push(performance.now() - sent);
      const content = answered.message.content;
      const deadline = performance.now() + SOCKET_GRACE_MS;
      while (reply.wholeAt(before, content) === null && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [firstWord, whole, provider] = [
        reply.firstWordAt(before),
        reply.wholeAt(before, content),
        model.turnOf(name),
      ];
      if (firstWord === null || whole === null) figures.missing++;
      else {
        figures.firstWord.push(firstWord - sent);
        figures.whole.push(whole - sent);
        figures.providerFirstToken.push(provider.firstTokenAt - sent);
        figures.afterProvider.push(firstWord - provider.firstTokenAt);
      }
      messages.push({ role: 'assistant', content });
      ended = answered.shouldEnd;
    }
  } finally {
    socket.disconnect();
  }
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}
const ms = (v) => `${Number.isFinite(v) ? v.toFixed(0) : '–'} ms`.padStart(8);
function line(name, values) {
  const s = [...values].sort((a, b) => a - b);
  return `${name.padEnd(52)} min ${ms(s[0])}   p50 ${ms(percentile(s, 50))}   p95 ${ms(percentile(s, 95))}   max ${ms(s.at(-1))}`;
}

const database = await createDatabase(args['database-server']).catch((error) => {
  console.error(
    `Could not create a database on ${args['database-server']} (${error.message}): pass --database-server, the URL of a Postgres server's postgres database whose user may create databases.`,
  );
  process.exit(1);
});
const model = await startFakeModel({ firstTokenMs: FIRST_TOKEN_MS, tokensPerSecond: TOKENS_PER_SECOND });
let product;
let failed;
try {
  console.log(
    `Streaming: starting the product with a model at ${model.baseURL} (${FIRST_TOKEN_MS} ms to the first token, ${TOKENS_PER_SECOND} tokens/s)...`,
  );
  product = await startProduct({ databaseUrl: database.url, modelUrl: model.baseURL });
  console.log(`${STUDENTS} students take the demo check-in at ${product.base} (think ${args.think} ms)...`);
  const results = await Promise.allSettled(Array.from({ length: STUDENTS }, (_, i) => student(i, product, model)));
  const errors = results.filter((r) => r.status === 'rejected').map((r) => r.reason?.message ?? String(r.reason));
  const afterProvider = [...figures.afterProvider].sort((a, b) => a - b);
  const p95 = percentile(afterProvider, 95);
  console.log();
  console.log(line("answer -> model's first token (fake model's log)", figures.providerFirstToken));
  console.log(line('answer -> first visible word (socket, streaming)', figures.firstWord));
  console.log(line("first visible word after the model's first token", figures.afterProvider));
  console.log(line('answer -> whole reply (socket, streaming)', figures.whole));
  console.log(line('answer -> whole reply (HTTP, waiting client)', figures.http));
  console.log(`answers measured                                     ${figures.firstWord.length}`);
  console.log(`replies not fully streamed                           ${figures.missing}`);
  console.log(`errors                                               ${errors.length}`);
  for (const e of [...new Set(errors)].slice(0, 5)) console.log(`  ${e}`);
  console.log(
    `target: first visible word within ${TARGET_MS} ms of the model's first token (p95): ${p95 <= TARGET_MS ? 'met' : 'MISSED'} (p95 ${p95.toFixed(0)} ms)`,
  );
  failed = errors.length > 0 || figures.missing > 0;
} finally {
  await product?.stop();
  await model.close();
  await database.drop();
}
process.exit(failed ? 1 : 0);
