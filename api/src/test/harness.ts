import { type ClientToServerEvents, SOCKET_TRANSPORTS, type ServerToClientEvents } from '@checkin/contracts';
import { type TestDatabase, createTestDatabase, takeTestRedisDb } from '@checkin/engine/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Socket, io } from 'socket.io-client';
import { Tokens } from '../auth/tokens.js';
import { type AppConfig, loadConfig } from '../config.js';
import { createApp } from '../create-app.js';
import { seedReferenceData } from '../seed/seed.js';
import { freePort } from './free-port.js';

/** The product's processes, as the build makes them. */
export const WORKER_MAIN = fileURLToPath(new URL('../../../worker/dist/main.js', import.meta.url));
export const API_MAIN = fileURLToPath(new URL('../../../api/dist/main.js', import.meta.url));
export const SETUP_MAIN = fileURLToPath(new URL('../../../api/dist/setup.js', import.meta.url));

/**
 * A process of the product started by a test. `stop` sends `signal` (SIGTERM by default) and waits for the exit; a
 * process that has not exited 5 s after any other signal is killed (one cut off from Redis may never finish closing).
 */
export type ProductProcess = { child: ChildProcess; output: string[]; stop(signal?: NodeJS.Signals): Promise<void> };

const STOP_GRACE_MS = 5000;
/** Another API process beside the test's own: same database, Redis, queues and signing secret. */
export type ApiProcess = ProductProcess & { baseUrl: string };

/**
 * The product as `npm start` runs it, on this machine's real Postgres and Redis: the API in this process (on
 * a free port), and worker processes started from the build. Each test file gets its own database and its own
 * Redis database number.
 */
export class TestProduct {
  /** The processes this test started (workers, and any other API process), stopped with it. */
  readonly processes: ProductProcess[] = [];
  private constructor(
    readonly database: TestDatabase,
    readonly redisUrl: string,
    readonly config: AppConfig,
    readonly app: NestFastifyApplication,
    readonly baseUrl: string,
  ) {}

  static async start(
    options: { workerEnv?: Record<string, string>; startWorker?: boolean; config?: Record<string, string> } = {},
  ): Promise<TestProduct> {
    const database = await createTestDatabase();
    await seedReferenceData(database.db);
    const redisUrl = await takeTestRedisDb();
    // Queues of their own even when another run shares the Redis database.
    const queuePrefix = `test-${randomUUID().slice(0, 8)}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: `test-secret-${randomUUID()}`,
      AI_WAIT_TIMEOUT_MS: '20000',
      DB_POOL_SIZE: '10',
      QUEUE_PREFIX: queuePrefix,
      ...options.config,
    });
    const app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    const product = new TestProduct(database, redisUrl, config, app, `http://127.0.0.1:${address.port}`);
    if (options.startWorker !== false) await product.startWorker(options.workerEnv);
    return product;
  }

  get db() {
    return this.database.db;
  }

  async startWorker(env: Record<string, string> = {}): Promise<ProductProcess> {
    const worker = await startProcess(WORKER_MAIN, 'worker ready', {
      DATABASE_URL: this.database.url,
      REDIS_URL: this.redisUrl,
      DB_POOL_SIZE: '5',
      QUEUE_PREFIX: this.config.QUEUE_PREFIX,
      ...env,
    });
    this.processes.push(worker);
    return worker;
  }

  /** A second API process, as a scaled-out installation runs: its own sockets, caches and Redis subscriptions. */
  async startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
    const port = await freePort();
    const api = await startProcess(API_MAIN, 'listening on', {
      PORT: String(port),
      DATABASE_URL: this.database.url,
      REDIS_URL: this.redisUrl,
      JWT_SECRET: this.config.JWT_SECRET,
      DB_POOL_SIZE: '5',
      QUEUE_PREFIX: this.config.QUEUE_PREFIX,
      AI_WAIT_TIMEOUT_MS: String(this.config.AI_WAIT_TIMEOUT_MS),
      ...env,
    });
    this.processes.push(api);
    return { ...api, baseUrl: `http://127.0.0.1:${port}` };
  }

  /** A teacher account and an access token for it, as sign-in would give. */
  async teacher(email = `teacher-${randomUUID()}@school.test`): Promise<{ id: string; token: string }> {
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO users (email, first_name, last_name, email_confirmed_at) VALUES ($1, 'Test', 'Teacher', now()) RETURNING id`,
      [email],
    );
    const id = rows[0]!.id;
    return { id, token: this.app.get(Tokens).signUser(id, { email }) };
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  api<T = any>(method: string, path: string, body?: unknown, token?: string) {
    return this.request<T>(method, `/api/v1${path}`, body, token);
  }

  /** A socket connected as the web app's pages connect theirs. */
  socket(token: string, url = this.baseUrl): Socket<ServerToClientEvents, ClientToServerEvents> {
    return io(url, { ...SOCKET_TRANSPORTS, auth: { token }, reconnection: false, forceNew: true });
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop('SIGKILL')));
    await this.app.close();
    await this.database.drop();
  }
}

/** A template and a session of a new teacher, and a student's token for the session. */
export async function classroom(product: TestProduct, template: Record<string, unknown> = {}) {
  const teacher = await product.teacher();
  const created = await product.api(
    'POST',
    '/assessment_templates/createAssessmentTemplate',
    { name: 'Water cycle', grade: '5', topic: 'Water Cycle', numberOfQuestions: 3, ...template },
    teacher.token,
  );
  if (created.status !== 201) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  const templateId: string = created.body.data.id;
  const session = await product.api(
    'POST',
    '/sessions/createSession',
    { assessment_template_id: templateId, name: 'Class 5B' },
    teacher.token,
  );
  if (session.status !== 201) throw new Error(`session: ${session.status} ${JSON.stringify(session.body)}`);
  const sessionId: string = session.body.data.session_id;
  return { teacher, templateId, sessionId };
}

export async function studentToken(product: TestProduct, sessionId: string): Promise<string> {
  const reply = await product.api('POST', '/sessions/gettokenforsession', { session_id: sessionId });
  if (reply.status !== 200 && reply.status !== 201)
    throw new Error(`token: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}

/** Makes the user an admin of a new organisation, with the other users as its members. */
export async function organisation(product: TestProduct, adminId: string, memberIds: string[]): Promise<string> {
  const rows: Array<{ id: string }> = await product.db.query(
    `INSERT INTO organizations (name, max_users) VALUES ('Springfield Elementary', 50) RETURNING id`,
  );
  const orgId = rows[0]!.id;
  await product.db.query(`UPDATE users SET organization_id = $1 WHERE id = ANY($2::uuid[])`, [orgId, memberIds]);
  await product.db.query(`UPDATE users SET organization_id = $1, role = 'admin' WHERE id = $2`, [orgId, adminId]);
  return orgId;
}

/**
 * Gives the organisation a monthly allowance: `left` of `max` credits, counted for `month` (its first day,
 * YYYY-MM-DD; the current UTC month when not given).
 */
export async function monthlyCredits(
  product: TestProduct,
  organizationId: string,
  credits: { left: number; max: number; month?: string },
): Promise<void> {
  await product.db.query(
    `UPDATE organizations SET credit_mode = 'monthly', num_of_credits = $2, max_monthly_credits = $3,
            credits_month = coalesce($4::date, date_trunc('month', now() AT TIME ZONE 'UTC')::date)
      WHERE id = $1`,
    [organizationId, credits.left, credits.max, credits.month ?? null],
  );
}

async function startProcess(main: string, readyText: string, env: Record<string, string>): Promise<ProductProcess> {
  if (!existsSync(main)) throw new Error(`No build at ${main}: run \`npx tsc -b api worker\` first`);
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(readyText)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`${main} exited (${code}) before it was ready:\n${output.join('')}`)),
    );
  });
  return {
    child,
    output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      const kill = signal === 'SIGKILL' ? undefined : setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(kill);
    },
  };
}
