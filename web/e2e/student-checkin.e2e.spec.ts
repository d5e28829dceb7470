import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import {
  GOOD_ANSWERS,
  answer,
  answerBoxReady,
  answerUntilFinished,
  declineCookies,
  openCheckin,
  start,
} from './student.js';

const baseUrl = inject('baseUrl');
const sessionId = inject('demoSessionId');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function studentMessages(page: Page): Promise<string[]> {
  return (await page.getByTestId('student-message').allTextContents()).map((t) => t.trim());
}

describe("a student's check-in in the browser", () => {
  it('streams the AI text in over a websocket, takes every answer, and ends on the completion page', async () => {
    const { context, page } = await newPage(browser);
    const polls: string[] = [];
    const websockets: string[] = [];
    page.on('request', (request) => request.url().includes('transport=polling') && polls.push(request.url()));
    page.on('websocket', (socket) => websockets.push(socket.url()));
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (/\/assets\/.+\.js$/.test(response.url())) {
        scripts.set(new URL(response.url()).pathname, (await response.allHeaders())['content-encoding'] ?? 'none');
      }
    });
    await openCheckin(page, baseUrl, sessionId);
    await expect(page.getByTestId('checkin-title').textContent()).resolves.toBe('Water Cycle Check-In');
    await declineCookies(page);
    await start(page, 'Ada');

    const streamed = await answer(page, GOOD_ANSWERS[0]!);
    // The reply was seen growing: several lengths of partial text before the whole message.
    expect(streamed.length).toBeGreaterThanOrEqual(2);
    expect(streamed).toEqual([...streamed].sort((a, b) => a - b));

    const sent = [GOOD_ANSWERS[0]!, ...(await answerUntilFinished(page, GOOD_ANSWERS.slice(1)))];
    await page.getByTestId('overall-result').getByText('Feedback').waitFor({ timeout: 30_000 });
    expect(await studentMessages(page)).toHaveLength(sent.length);
    // The page's live connection was a websocket from its first request: no long-polling before it.
    expect(websockets).toEqual([expect.stringContaining('/socket.io/?EIO=4&transport=websocket')]);
    expect(polls).toEqual([]);
    // Its scripts came as the build compressed them: the entry, the largest, in brotli.
    const entry = [...scripts].find(([path]) => /^\/assets\/index-[\w-]+\.js$/.test(path));
    expect(entry?.[1]).toBe('br');

    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/session\/checkin_complete/);
    await page.getByRole('link', { name: 'See your results' }).click();
    await page.waitForURL(/\/assessment_instance\/student\//);
    await page.getByTestId('overall-result').waitFor();
    expect(await page.getByTestId('student-message').count()).toBe(sent.length);
    await context.close();
  });

  it('loses nothing when the network is cut mid-conversation and restored', async () => {
    const { context, page } = await newPage(browser, 360, 740);
    await openCheckin(page, baseUrl, sessionId);
    await declineCookies(page);
    await start(page, 'Grace');
    await answer(page, GOOD_ANSWERS[0]!);

    await context.setOffline(true);
    const box = page.getByRole('textbox', { name: 'Your answer' });
    await box.fill(GOOD_ANSWERS[1]!);
    await box.press('Enter');
    await page
      .getByTestId('connection-notice')
      .filter({ hasText: /reconnect|offline|connection/i })
      .waitFor();
    await page.waitForTimeout(10_000);
    await context.setOffline(false);
    await answerBoxReady(page, 60_000);

    // After a reload (the server's record), each answer is there exactly once and the AI replied to both.
    await page.reload();
    await page.getByTestId('progress').waitFor();
    await answerBoxReady(page);
    expect(await studentMessages(page)).toEqual([
      expect.stringContaining(GOOD_ANSWERS[0]!),
      expect.stringContaining(GOOD_ANSWERS[1]!),
    ]);
    expect(await page.getByTestId('ai-message').count()).toBe(3);
    await context.close();
  });

  it('has no serious or critical accessibility violations on the student pages, and screenshots each at 360 and 1280 px', async () => {
    for (const width of [360, 1280]) {
      const { context, page } = await newPage(browser, width, width === 360 ? 740 : 900);
      const check = async (name: string) => {
        await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
        expect({ page: name, violations: await seriousViolations(page) }).toEqual({ page: name, violations: [] });
      };
      await openCheckin(page, baseUrl, sessionId);
      await check('session-welcome-with-cookie-banner');
      await declineCookies(page);
      await start(page, 'Lin');
      await check('session-first-question');
      await answerUntilFinished(page);
      await page.getByTestId('overall-result').getByText('Feedback').waitFor({ timeout: 30_000 });
      await check('session-overall-result');
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL(/\/session\/checkin_complete/);
      await check('checkin-complete');
      await page.getByRole('link', { name: 'See your results' }).click();
      await page.getByTestId('overall-result').waitFor();
      await check('student-results');
      await page.goto(`${baseUrl}/session/checkin_complete_error`);
      await page.getByRole('heading').first().waitFor();
      await check('checkin-complete-error');
      await page.goto(`${baseUrl}/session/00000000-0000-4000-8000-00000000dead`);
      await page.getByRole('heading', { name: 'We could not open this check-in' }).waitFor();
      await check('session-link-not-valid');
      await context.close();
    }
  });
});
