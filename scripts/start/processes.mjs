// Child processes for `npm start`: foreground steps (install, build, setup) and long-running services.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const isWindows = process.platform === 'win32';

/** A failure we can explain in one line: printed without a stack trace. */
export class UserError extends Error {
  name = 'UserError';
}

export const log = (message) => process.stdout.write(`[start] ${message}\n`);

/** Writes each line of `stream` to `out` behind a prefix such as `[api]`. */
export function prefixLines(stream, prefix, out, onLine) {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => (onLine ? onLine(line) : out.write(`${prefix} ${line}\n`)));
  return new Promise((resolve) => lines.once('close', resolve));
}

/** Resolves once the child has exited (or failed to spawn) with { code, signal, error }. */
function exitOf(child) {
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal, error: null }));
  });
}

export function describeExit({ code, signal, error }) {
  if (error) return error.message;
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Runs a command to completion in this terminal (same process group, so Ctrl-C reaches it too).
 * `track` receives the child so a SIGTERM to this script can pass it on.
 */
export async function runStep(command, args, { cwd, env = process.env, track = () => {} } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit', shell: isWindows });
  track(child);
  const result = await exitOf(child);
  track(null);
  return result;
}

/**
 * A long-running child in its own process group: a Ctrl-C in the terminal reaches only this script,
 * which then stops the children once each and in order (api and worker first, their data stores last).
 */
export function spawnService(name, command, args, { cwd, env = process.env, ipc = false, onStdoutLine } = {}) {
  const stdio = ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])];
  const child = spawn(command, args, { cwd, env, stdio, detached: !isWindows });
  const prefix = `[${name}]`;
  const output = Promise.all([
    prefixLines(child.stdout, prefix, process.stdout, onStdoutLine),
    prefixLines(child.stderr, prefix, process.stderr),
  ]);
  return { name, child, exited: exitOf(child), output };
}

const running = (child) => child.exitCode === null && child.signalCode === null && child.pid !== undefined;

/** SIGTERM, then SIGKILL to the child's whole process group after `graceMs`. */
export async function stopService(service, graceMs = 10_000) {
  const { child, exited, name } = service;
  if (!running(child)) return exited;
  child.kill('SIGTERM');
  let timer;
  const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
  if ((await Promise.race([exited, timedOut])) === 'timeout') {
    log(`${name} did not stop within ${graceMs / 1000} s: killing it`);
    killGroup(child, 'SIGKILL');
  }
  clearTimeout(timer);
  return exited;
}

/** Last resort when this script exits unexpectedly: no child may outlive it. */
export function killGroup(child, signal) {
  if (!running(child)) return;
  try {
    process.kill(isWindows ? child.pid : -child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
