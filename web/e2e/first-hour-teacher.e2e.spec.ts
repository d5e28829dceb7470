import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { GOOD_ANSWERS, answer, declineCookies, openCheckin, start } from './student.js';
import {
  DEMO_TEACHER,
  apiCall,
  apiToken,
  checkInWithSession,
  mailedCode,
  settled,
  signIn,
  submitPassword,
  submitSignUp,
} from './teacher.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });
/** A laptop and a phone: the widths the first hour was tried at. */
const WIDTHS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 740 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A picture once nothing moves; `moving` takes it at once (a loading outline pulses until the page is there). */
async function snap(page: Page, name: string, { moving = false } = {}): Promise<void> {
  if (!moving) await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}first-hour-teacher-${name}.png`, fullPage: !moving });
}

/** A teacher of their own, signed up and confirmed with the mailed code, signed in on `page`. */
async function newTeacher(page: Page, label: string): Promise<{ email: string; password: string }> {
  const teacher = { email: `first-hour-${label}-${Date.now()}@school.example`, password: 'correct horse battery' };
  await page.goto(`${baseUrl}/auth/signup`);
  await declineCookies(page);
  await submitSignUp(page, baseUrl, teacher.email, teacher.password);
  await page.getByLabel('6-digit code').fill(await mailedCode(baseUrl, teacher.email));
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
  return teacher;
}

describe("a teacher's first hour", () => {
  it.each(WIDTHS)(
    'confirms the sign-up with the mailed code on the "Check your email" page, and the header knows ($name)',
    async ({ name, width, height }) => {
      const { context, page } = await newPage(browser, width, height);
      const email = `first-hour-code-${name}-${Date.now()}@school.example`;
      await page.goto(`${baseUrl}/auth/signup`);
      await declineCookies(page);
      await submitSignUp(page, baseUrl, email, 'correct horse battery');
      await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
      expect(await page.title()).toBe('Confirm your email - CheckIn');
      await page.getByLabel('6-digit code').waitFor();
      await snap(page, `check-your-email-${width}`);

      await page.getByLabel('6-digit code').fill(await mailedCode(baseUrl, email));
      await page.getByRole('button', { name: 'Confirm my email' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
      expect(await page.getByText('Welcome to CheckIn, Ada. You are signed in.').isVisible()).toBe(true);
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      expect(await header.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `email-confirmed-${width}`);

      await header.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await context.close();
    },
  );

  it('names every page in its tab: the page first, then the product', async () => {
    const { context, page } = await newPage(browser, 1366, 768);
    await page.goto(`${baseUrl}/login`);
    await declineCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Sign in - CheckIn');
    await submitPassword(page, DEMO_TEACHER.email, DEMO_TEACHER.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.title()).toBe('Dashboard - CheckIn');
    const titles: string[] = [];
    for (const place of ['Community', 'Reports', 'Profile']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: place }).click();
      await page.waitForFunction((before) => document.title !== before, titles.at(-1) ?? 'Dashboard - CheckIn');
      titles.push(await page.title());
    }
    expect(titles).toEqual(['Community CheckIns - CheckIn', 'Reports - CheckIn', 'Your profile - CheckIn']);
    await page.goto(`${baseUrl}/assessment_report/session_report/not-a-session`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page not found - CheckIn');
    await context.close();
  });

  it.each(WIDTHS)(
    'sees the shell at once and the page outlined in grey while its code is slow to come ($name)',
    async ({ width, height }) => {
      const { context, page } = await newPage(browser, width, height);
      await signIn(page, baseUrl);
      // A slow school network: the signed-in area's layout takes over a second, the community page longer still.
      const delays: Array<[string, number]> = [
        ['**/assets/sidebar-layout-*.js', 1500],
        ['**/assets/community-checkins-*.js', 4000],
      ];
      for (const [chunk, ms] of delays) {
        await page.route(chunk, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          await route.continue();
        });
      }
      await page.goto(`${baseUrl}/community/checkins`);
      const loading = page.getByRole('status', { name: 'Loading the page' });
      await loading.waitFor();
      expect(await page.getByText('Loading…', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('banner').count()).toBe(0); // the shell's outline, before Mantine's shell
      await snap(page, `shell-outline-${width}`, { moving: true });

      await page.locator('[data-skeleton=cards]').waitFor();
      expect(await page.getByRole('banner').getByRole('link', { name: 'CheckIn' }).isVisible()).toBe(true);
      if (width >= 992) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBe('page');
      }
      await snap(page, `page-skeleton-${width}`, { moving: true });
      await page.getByRole('heading', { level: 1, name: 'Community CheckIns' }).waitFor();
      await context.close();
    },
  );

  it.each(WIDTHS)(
    'asks before closing a session, and it does what it says: the student answering finishes, a new one is turned away ($name)',
    async ({ name, width, height }) => {
      const token = await apiToken(baseUrl);
      const { sessionId } = await checkInWithSession(baseUrl, token, { name: `Closing test ${name}` });

      const student = await newPage(browser, 360, 740);
      await openCheckin(student.page, baseUrl, sessionId);
      await declineCookies(student.page);
      await start(student.page, 'Grace');
      await answer(student.page, GOOD_ANSWERS[0]!);

      const { context, page } = await newPage(browser, width, height);
      await signIn(page, baseUrl);
      await page.goto(`${baseUrl}/assessment_report/session_report/${sessionId}`);
      await page.getByRole('button', { name: 'Close session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close “Class 5B”?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Students who are answering now may finish their check-in.');
      expect(await dialog.textContent()).toContain(
        'Anyone who opens the link from now on is told the check-in is closed',
      );
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `close-session-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Close session' }).click();
      await page.getByText('Closed', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Reopen session' }).isVisible()).toBe(true);
      await snap(page, `session-closed-${width}`);

      // The student already inside goes on: their next answer is taken and the examiner replies.
      const before = await student.page.getByTestId('student-message').count();
      await answer(student.page, GOOD_ANSWERS[1]!);
      expect(await student.page.getByTestId('student-message').count()).toBe(before + 1);

      // A student opening the link now is told, plainly, and gets no check-in.
      const late = await newPage(browser, width, height);
      await late.page.goto(`${baseUrl}/session/${sessionId}`);
      await late.page.getByText('This check-in is closed. Ask your teacher for a new link.').waitFor();
      expect(await late.page.getByRole('button', { name: 'Start', exact: true }).count()).toBe(0);
      await declineCookies(late.page);
      await snap(late.page, `closed-session-student-${width}`);
      await Promise.all([late.context.close(), student.context.close(), context.close()]);
    },
  );

  it.each(WIDTHS)(
    'finds the community honest when nothing is shared, and tries a shared CheckIn as a student would ($name)',
    async ({ name, width, height }) => {
      const { context, page } = await newPage(browser, width, height);
      const teacher = await newTeacher(page, `community-${name}`);
      const token = await apiToken(baseUrl, teacher);
      const shared = await apiCall<{ data: unknown[] }>(
        baseUrl,
        token,
        'GET',
        '/assessment_templates/getPublicAssessmentTemplates',
      );
      await page.goto(`${baseUrl}/community/checkins`);
      await page.getByRole('heading', { level: 1, name: 'Community CheckIns' }).waitFor();
      if (shared.data.length === 0) {
        await page.getByRole('heading', { name: 'No teacher has shared a CheckIn yet' }).waitFor();
        expect(await page.getByText('No shared CheckIns match these filters.').count()).toBe(0);
        await snap(page, `community-nothing-shared-${width}`);
      }
      await page.getByRole('textbox', { name: 'Search' }).fill('no such checkin anywhere');
      await page.getByText('No shared CheckIns match these filters.').waitFor();
      await page.getByRole('button', { name: 'Clear the filters' }).click();
      expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('');

      // Another teacher shares one of theirs; this teacher tries it.
      const author = await apiToken(baseUrl);
      const title = `Rain and rivers ${name} ${Date.now()}`;
      await checkInWithSession(baseUrl, author, { name: title, isPublic: true, tags: ['Grade5,'] });
      await page.reload();
      await page.getByRole('button', { name: `Preview ${title}` }).click();
      const summary = page.getByRole('dialog', { name: title });
      await summary.getByRole('button', { name: 'Try it as a student' }).click();
      const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
      await preview.getByRole('button', { name: 'Start' }).click();
      await preview.getByTestId('progress').filter({ hasText: 'Question 1 of' }).waitFor({ timeout: 30_000 });
      expect(await preview.getByText('You are taking this CheckIn as a student would').isVisible()).toBe(true);
      await snap(page, `community-try-${width}`);
      await preview.getByRole('button', { name: 'Close the preview' }).click();

      // The pasted tag was saved without its comma.
      const card = page.getByRole('article', { name: title });
      expect(await card.textContent()).toContain('grade5');
      expect(await card.textContent()).not.toContain('grade5,');
      await context.close();
    },
  );
});
