import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import {
  GOOD_ANSWERS,
  declineCookies,
  answer,
  answerBoxReady,
  answerUntilFinished,
  openCheckin,
  start,
  startAsNewStudent,
} from './student.js';

const baseUrl = inject('baseUrl');
const sessionId = inject('demoSessionId');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** A phone (360 x 740) and a school laptop. */
const SCREENS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function snapshot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}first-hour-${name}-${width}.png`, fullPage: true });
  expect({ page: name, width, violations: await seriousViolations(page) }).toEqual({
    page: name,
    width,
    violations: [],
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The cookie banner's box while it is shown, or null: none in the page, or slid away. */
async function shownBannerBox(page: Page): Promise<Box | null> {
  const banner = page.locator('.consent-banner');
  if ((await banner.count()) === 0 || !(await banner.isVisible())) return null;
  return banner.boundingBox();
}

/** Whether the middle of `target` is what a tap there reaches: in the viewport, and nothing drawn over it. */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Your name (optional)' });
const startButton = (page: Page) => page.getByRole('button', { name: 'Start', exact: true });

describe("a student's first hour, in the browser", () => {
  it('1. on a shared device, the next student starts as a new student; a reload mid-check-in resumes; Finish clears it', async () => {
    for (const { width, height } of SCREENS) {
      const { context, page } = await newPage(browser, width, height);
      await openCheckin(page, baseUrl, sessionId);
      await start(page, 'Ada');
      await answerUntilFinished(page);

      // The link opened again in the same browser: Ada's check-in, and the way in for someone else.
      await page.goto(`${baseUrl}/session/${sessionId}`);
      const newStudent = page.getByRole('button', { name: 'Start as a new student' });
      await newStudent.waitFor();
      const why = await newStudent.evaluate((button) =>
        document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent?.trim(),
      );
      expect(why).toBe('Not Ada? Start your own check-in. Ada’s answers stay saved for the teacher.');
      await snapshot(page, 'finished-on-this-device', width);

      await startAsNewStudent(page);
      await expect(nameField(page).inputValue()).resolves.toBe('');
      await expect(nameField(page).evaluate((field) => field === document.activeElement)).resolves.toBe(true);
      await snapshot(page, 'new-student-welcome', width);
      await start(page, 'Ben');
      await answer(page, GOOD_ANSWERS[0]!);

      // A reload in the middle: Ben's check-in, where he left it.
      await page.reload();
      await page.getByTestId('progress').waitFor();
      await answerBoxReady(page);
      const mine = (await page.getByTestId('student-message').allTextContents()).map((t) => t.trim());
      expect(mine).toEqual([expect.stringContaining(GOOD_ANSWERS[0]!)]);
      expect(await page.getByRole('button', { name: 'Start as a new student' }).count()).toBe(0);

      // Ben finishes: the thank-you page, and the link opens afresh for whoever comes next.
      await answerUntilFinished(page, GOOD_ANSWERS.slice(1));
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL(/\/session\/checkin_complete/);
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await snapshot(page, 'checkin-complete', width);
      await page.getByRole('link', { name: 'Start as a new student' }).click();
      await startButton(page).waitFor();
      await expect(nameField(page).inputValue()).resolves.toBe('');
      expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(0);
      await context.close();
    }
  });

  it('2. the student pages ask nothing about cookies: nothing covers the name field or Start on a phone', async () => {
    for (const { width, height } of SCREENS) {
      const { context, page } = await newPage(browser, width, height);
      await openCheckin(page, baseUrl, sessionId);
      await page.waitForTimeout(1_000); // past the banner's 300 ms delay and its slide-in
      const banner = await shownBannerBox(page);
      for (const target of [nameField(page), startButton(page)]) {
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
        if (banner) expect(overlaps(banner, box!)).toBe(false);
        await expect(reachable(target)).resolves.toBe(true);
      }
      expect(banner).toBeNull();
      await snapshot(page, 'welcome-no-banner', width);

      // The same measure elsewhere: the sign-in page still asks, across the bottom of the screen.
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Decline' }).waitFor();
      await page.waitForTimeout(500);
      const elsewhere = await shownBannerBox(page);
      expect(elsewhere?.height).toBeGreaterThan(0);
      expect(elsewhere!.y + elsewhere!.height).toBeCloseTo(height, 0);
      // The shared step declines there, and has nothing to do on a student's page.
      await declineCookies(page);
      await page.locator('.consent-banner').waitFor({ state: 'detached' }); // slid away
      await openCheckin(page, baseUrl, sessionId);
      await declineCookies(page);
      await context.close();
    }
  });

  it('3. the results are a short list, question by question, each rating a badge with why', async () => {
    for (const { width, height } of SCREENS) {
      const { context, page } = await newPage(browser, width, height);
      await openCheckin(page, baseUrl, sessionId);
      await start(page, 'Lin');
      await answerUntilFinished(page);
      const result = page.getByTestId('overall-result');
      await result.getByText('Feedback', { exact: true }).waitFor({ timeout: 30_000 });
      await expectQuestionList(result);
      await snapshot(page, 'end-results', width);

      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('link', { name: 'See your results' }).click();
      await page.waitForURL(/\/assessment_instance\/student\//);
      await expectQuestionList(page.getByTestId('overall-result'));
      await snapshot(page, 'results-page', width);
      await context.close();
    }
  });
});

const LEVELS = ['Beginning', 'Developing', 'Proficient', 'Advanced'];

/** Five questions, each with its text, one badge (a level with "k of 4", or "Not rated" alone) and why. */
async function expectQuestionList(result: Locator): Promise<void> {
  const list = result.getByRole('list', { name: 'Question by question' });
  const entries = list.getByRole('listitem');
  await entries.first().waitFor();
  expect(await entries.count()).toBe(5);
  for (const entry of await entries.all()) {
    const question = (await entry.locator('.question-result__question').textContent())?.trim() ?? '';
    expect(question.length).toBeGreaterThan(10);
    expect(question).not.toMatch(/^(Hi|Thank)|Question \d of \d:/); // the question itself, not the greeting
    const badges = entry.getByTestId('rating-badge');
    expect(await badges.count()).toBe(1);
    const badge = (await badges.textContent())?.trim() ?? '';
    const text = (await entry.textContent()) ?? '';
    if (badge === 'Not rated') expect(text).not.toMatch(/\d of 4/);
    else {
      expect(LEVELS).toContain(badge);
      expect(text).toMatch(/[1-4] of 4/);
    }
    expect((await entry.locator('.question-result__explanation').textContent())?.trim().length).toBeGreaterThan(0);
  }
}
