import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { declineCookies } from './student.js';
import { settled, signIn } from './teacher.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** Spec §1: the page description, in the page's meta description. */
const DESCRIPTION = 'Conversational assessments that let educators quickly see what students actually understand.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A picture of the page, its serious accessibility findings, and how far it is wider than the screen. */
async function check(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}public-${name}.png`, fullPage: true });
  const violations = await seriousViolations(page);
  const overflow = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
  return { violations, overflow };
}

describe('a visitor on the public site', () => {
  it('reads the home page on a laptop and on a phone, with nothing to scroll sideways', async () => {
    const { context, page } = await newPage(browser, 1366, 768);
    await page.goto(`${baseUrl}/`);
    await declineCookies(page);
    await page.getByRole('heading', { level: 1, name: 'CheckIn' }).waitFor();
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(DESCRIPTION);
    await page.getByText('A check-in on the Water Cycle, grade 5').waitFor();
    expect(await check(page, 'home-laptop')).toEqual({ violations: [], overflow: 0 });

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('link', { name: 'Create a free account' }).waitFor();
    expect(await check(page, 'home-phone')).toEqual({ violations: [], overflow: 0 });
    await context.close();
  });

  it('reads a policy of two segments, and meets the 404 page for one that does not exist', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/policy/students/data`);
    await declineCookies(page);
    await page.getByRole('heading', { level: 1, name: "Students' data" }).waitFor();
    await page.goto(`${baseUrl}/policy/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await context.close();
  });

  it('joins the waitlist, and joining again is told they are on it already', async () => {
    const { context, page } = await newPage(browser);
    const email = `head-${Date.now()}@school.example`;
    const joinWith = async () => {
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
    };
    await page.goto(`${baseUrl}/waitlist`);
    await declineCookies(page);
    await joinWith();
    await page
      .getByRole('status')
      .filter({ hasText: `Thank you! ${email} is on the waitlist.` })
      .waitFor();
    await page.reload();
    await joinWith();
    await page
      .getByRole('status')
      .filter({ hasText: `${email} is on the waitlist already.` })
      .waitFor();
    await context.close();
  });
});

describe('the demo teacher', () => {
  it('reads the help, goes to a part of it from the contents, and sends a support request', async () => {
    const { context, page } = await newPage(browser, 1366, 768);
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/content/support`);
    await page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Override a rating' }).click();
    await page.waitForURL(/\/content\/support#override-a-rating$/);
    // The part scrolls to the top of the page, below the top bar rather than under it.
    await page.waitForFunction(() => {
      const top = document.getElementById('override-a-rating')?.getBoundingClientRect().top ?? -1;
      return top >= 60 && top < 120;
    });
    expect((await check(page, 'help')).violations).toEqual([]);

    await page.getByRole('region', { name: 'Still stuck?' }).getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL(/\/contact-support$/);
    await page.getByText('Sent with your organisation Demo School.').waitFor();
    await page.getByLabel('Subject').fill('Exporting a gradebook');
    await page.getByLabel('Message').fill('Which file do I import into our gradebook?');
    expect((await check(page, 'contact-support')).violations).toEqual([]);
    await page.getByRole('button', { name: 'Send request' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you. Your request is with our support team.' });
    await thanks.waitFor();
    await expect(thanks.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});
