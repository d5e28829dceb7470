import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRODUCT_NODE_OPTIONS,
  RESTART_DELAYS_MS,
  STEADY_MS,
  Supervised,
  productEnv,
  restartDelay,
} from './supervise.mjs';

/** A process that stops when the test says so. */
function fakeProcesses() {
  const stops: Array<(result: object) => void> = [];
  const spawn = () => ({
    name: 'api',
    child: { exitCode: 0, signalCode: null, pid: stops.length + 1 },
    exited: new Promise((resolve) => stops.push(resolve)),
  });
  const crash = async (n: number) => {
    stops[n]!({ code: null, signal: 'SIGKILL', error: null });
    await Promise.resolve();
  };
  return { spawn, crash, started: () => stops.length };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a supervised process', () => {
  it('waits twice as long before each restart while it keeps failing, 30 s at most', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(restartDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(RESTART_DELAYS_MS[0]).toBe(1000);
  });

  it('is not restarted before the product is up: its stop is reported instead', async () => {
    const processes = fakeProcesses();
    const onStop = vi.fn();
    new Supervised('api', processes.spawn, onStop).start();
    await processes.crash(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onStop).toHaveBeenCalledWith({ code: null, signal: 'SIGKILL', error: null });
    expect(processes.started()).toBe(1);
  });

  it('is restarted after 1 s, then 2 s, and after 1 s again once it had run a minute', async () => {
    const processes = fakeProcesses();
    const onStop = vi.fn();
    new Supervised('api', processes.spawn, onStop).start().keepUp();
    await processes.crash(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(processes.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(processes.started()).toBe(2);
    await processes.crash(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(processes.started()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(processes.started()).toBe(3);
    await vi.advanceTimersByTimeAsync(STEADY_MS);
    await processes.crash(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(processes.started()).toBe(4);
    expect(onStop).not.toHaveBeenCalled();
  });

  it('is not restarted once stopped, even while a restart was waiting', async () => {
    const processes = fakeProcesses();
    const app = new Supervised('api', processes.spawn, vi.fn()).start();
    app.keepUp();
    await processes.crash(0);
    await app.stop(10);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(processes.started()).toBe(1);
  });
});

describe("the product's processes", () => {
  it("run with the product's Node.js options, then the operator's, which win", () => {
    expect(productEnv({ PORT: '3000' })).toEqual({ PORT: '3000', NODE_OPTIONS: '--max-semi-space-size=32' });
    expect(productEnv({ NODE_OPTIONS: '--max-semi-space-size=8' }).NODE_OPTIONS).toBe(
      '--max-semi-space-size=32 --max-semi-space-size=8',
    );
  });

  it('run with the same options in the image', () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    expect(dockerfile).toContain(`NODE_OPTIONS=${PRODUCT_NODE_OPTIONS} `);
  });
});
