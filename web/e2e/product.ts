import { createTestDatabase, takeTestRedisDb } from '@checkin/engine/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/src/test/free-port.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type RunningProduct = {
  baseUrl: string;
  demoSessionId: string;
  /** `npm start`'s own process: the api and the worker are its children. */
  pid: number;
  output: string[];
  stop(): Promise<void>;
};

/**
 * The product as `npm start` starts it (scripts/start.mjs: build, migrate, seed, api + worker), on a database
 * and a Redis database of its own, on a free port. `env` adds to its environment (an identity provider, say); its
 * PORT, when given, is the port the product listens on.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const database = await createTestDatabase();
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      REDIS_URL: await takeTestRedisDb(),
      JWT_SECRET: 'e2e-secret-0123456789abcdef',
      // The offline examiner writes its replies at once: paced, the student sees them stream in.
      AI_STREAM_CHUNK_MS: '60',
      // The browser tests sign the demo teacher in from one address dozens of times within minutes; the sign-in
      // limits themselves are tested against the API (api/src/auth/rate-limit, api/src/auth/token/guessing).
      RATE_LIMIT_TOKEN: '1000,1000/300',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const started = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /session\/([0-9a-f-]{36})/.exec(output.join(''));
      if (output.join('').includes('CheckIn is running') && match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output.join('').slice(-4000)}`)));
  });
  const timeout = setTimeout(() => child.kill('SIGTERM'), 240_000);
  const demoSessionId = await started.finally(() => clearTimeout(timeout));
  return {
    baseUrl: `http://localhost:${port}`,
    demoSessionId,
    pid: child.pid!,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database.drop();
    },
  };
}
