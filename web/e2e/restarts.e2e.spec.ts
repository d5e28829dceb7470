import { readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.js';
import { type RunningProduct, startProduct } from './product.js';
import { GOOD_ANSWERS, answer, answerBoxReady, openCheckin, start } from './student.js';

let browser: Browser;
let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The pid of the product's process running `entry` (api/dist/main.js, worker/dist/main.js): a child of npm start. */
function pidOf(entry: string): number | null {
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === product.pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(entry)) return Number(name);
    } catch {
      // the process ended while being read
    }
  }
  return null;
}

/** Kills the process running `entry` as a crash would (SIGKILL) and waits until npm start runs a new one. */
async function crash(entry: string, name: string): Promise<void> {
  const before = pidOf(entry);
  expect(before).not.toBeNull();
  process.kill(before!, 'SIGKILL');
  await expect
    .poll(() => product.output.join(''), { timeout: 10_000 })
    .toContain(`${name} stopped on its own (killed by SIGKILL): restarting it in 1 s`);
  await expect.poll(() => pidOf(entry), { timeout: 15_000 }).not.toBeNull();
  expect(pidOf(entry)).not.toBe(before);
}

const healthy = async () => (await fetch(`${product.baseUrl}/health`).catch(() => null))?.status ?? 0;

describe('npm start keeps the product up', () => {
  it('restarts a crashed api and a crashed worker, and a student carries on where they were', async () => {
    const { context, page } = await newPage(browser);
    const replies = () => page.getByTestId('ai-message').count();
    await openCheckin(page, product.baseUrl, product.demoSessionId);
    await start(page, 'Ada');
    await answer(page, GOOD_ANSWERS[0]!);
    expect(await replies()).toBe(2);

    await crash('api/dist/main.js', 'api');
    await expect.poll(healthy, { timeout: 20_000 }).toBe(200);
    // The page's live connection finds the new api by itself; the next answer gets its reply.
    await answerBoxReady(page);
    await answer(page, GOOD_ANSWERS[1]!);
    expect(await replies()).toBe(3);

    await crash('worker/dist/main.js', 'worker');
    await answer(page, GOOD_ANSWERS[2]!);
    expect(await replies()).toBe(4);

    // The server's record: each answer once, each with its reply.
    await page.reload();
    await answerBoxReady(page);
    expect(await page.getByTestId('student-message').count()).toBe(3);
    expect(await replies()).toBe(4);
    // npm start itself never stopped.
    expect(product.output.join('')).not.toContain('stopping the rest');
    await context.close();
  }, 120_000);
});
