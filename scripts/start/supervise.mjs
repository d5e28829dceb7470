// The api and the worker under `npm start`: a process that stops on its own once the product is up is started
// again, after a wait that doubles while it keeps failing. Only Node built-ins here (see start.mjs).
import { describeExit, log, spawnService, stopService } from './processes.mjs';

/** Waits before each restart of a process that keeps failing: 1 s, then 2, 4, 8, 16, and 30 s at most. */
export const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];
/** A process that ran this long before it stopped had recovered: its next restart waits the shortest time again. */
export const STEADY_MS = 60_000;

/** How long to wait before the next restart, after `crashes` stops in a row. */
export function restartDelay(crashes) {
  return RESTART_DELAYS_MS[Math.min(crashes, RESTART_DELAYS_MS.length - 1)];
}

/**
 * One long-running process, kept up. Until `keepUp()` (the product is not up yet), a stop on its own is reported
 * to `onStop` and nothing is restarted: a process that cannot start is better told at once than tried forever.
 */
export class Supervised {
  #restarting = false;
  #crashes = 0;
  #timer = null;
  #stopped = false;

  /** `spawn()` starts the process and returns its service (spawnService's shape). */
  constructor(name, spawn, onStop) {
    this.name = name;
    this.spawn = spawn;
    this.onStop = onStop;
    this.service = null;
  }

  start() {
    const service = this.spawn();
    const startedAt = Date.now();
    this.service = service;
    service.exited.then((result) => {
      if (this.#stopped || this.service !== service) return;
      if (!this.#restarting) return this.onStop(result);
      if (Date.now() - startedAt >= STEADY_MS) this.#crashes = 0;
      const delay = restartDelay(this.#crashes++);
      log(`${this.name} stopped on its own (${describeExit(result)}): restarting it in ${delay / 1000} s`);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        if (this.#stopped) return;
        log(`Restarting ${this.name} (restart ${this.#crashes} in a row)`);
        this.start();
      }, delay);
    });
    return this;
  }

  /** From now on, a stop on its own is followed by a restart. */
  keepUp() {
    this.#restarting = true;
  }

  /** Stops the process and any restart it waits for. */
  async stop(graceMs) {
    this.#stopped = true;
    clearTimeout(this.#timer);
    if (this.service) await stopService(this.service, graceMs);
  }
}

/**
 * V8's young generation at twice its default: most of what a turn allocates dies there, in fewer collections (100
 * students answering without pause: 6-9% less CPU a turn). The image sets the same (Dockerfile); NODE_OPTIONS given to
 * `npm start` come after it, and win.
 */
export const PRODUCT_NODE_OPTIONS = '--max-semi-space-size=32';

/** The environment a process of the product runs with: the given one, with the product's Node.js options first. */
export function productEnv(env) {
  return { ...env, NODE_OPTIONS: [PRODUCT_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' ') };
}

/** A Node.js entry point of the product as a supervised service. */
export function supervisedNode(name, entry, { cwd, env }, onStop) {
  const spawn = () => spawnService(name, process.execPath, [entry], { cwd, env: productEnv(env) });
  return new Supervised(name, spawn, onStop).start();
}
