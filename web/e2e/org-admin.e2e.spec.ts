import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher, verifyLinkOf } from '../../api/src/test/mail-catcher.js';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { type RunningProduct, startProduct } from './product.js';
import { declineCookies } from './student.js';
import { DEMO_ADMIN, DEMO_TEACHER, addTeacherToOrganisation, settled, signIn, submitPassword } from './teacher.js';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });
const WIDTHS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 740 },
] as const;
const PASSWORD = 'a long enough passphrase';

/** The product with its mail going to a real SMTP server of this test's own, as a school's would. */
let mail: MailCatcher;
let product: RunningProduct;
let baseUrl: string;
let browser: Browser;
beforeAll(async () => {
  mail = await MailCatcher.start();
  product = await startProduct({ SMTP_URL: mail.url });
  baseUrl = product.baseUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await mail?.stop();
});

async function openAdminArea(page: Page): Promise<void> {
  await signIn(page, baseUrl, DEMO_ADMIN);
  await page.goto(`${baseUrl}/org_admin/org_admin_dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Organisation admin' }).waitFor();
  await page.getByRole('heading', { name: 'Demo School' }).waitFor();
  await page.getByRole('img', { name: /CheckIns by day this month/ }).waitFor();
}

describe('the admin of the demo school', () => {
  it('adds a teacher, who gets the invitation by mail, chooses a password from its link and signs in', async () => {
    const { context, page } = await newPage(browser, 1366, 900);
    await openAdminArea(page);
    await expect(page.getByText('School plan').isVisible()).resolves.toBe(true);
    const teacher = { firstName: 'Grace', lastName: 'Hopper', email: `grace-${Date.now()}@school.example` };
    await addTeacherToOrganisation(page, teacher);
    const row = page.getByRole('row', { name: /Grace Hopper/ });
    await expect(row.getByText('Invited').isVisible()).resolves.toBe(true);

    const invitation = await mail.latest(teacher.email, /invited to CheckIn by Demo School/, 15_000);
    expect(invitation.text).toContain('Choose my password');
    const phone = await newPage(browser, 360, 740);
    await phone.page.goto(verifyLinkOf(invitation));
    await phone.page.waitForURL(/\/auth\/reset-password/);
    await declineCookies(phone.page);
    await phone.page.getByText(`as ${teacher.email}`).waitFor();
    await phone.page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await phone.page.getByLabel('Type it again').fill(PASSWORD);
    await phone.page.getByRole('button', { name: 'Save and continue' }).click();
    await phone.page.waitForURL(/\/dashboard$/);
    await phone.context.close();

    const laptop = await newPage(browser);
    await laptop.page.goto(`${baseUrl}/login`);
    await declineCookies(laptop.page);
    await submitPassword(laptop.page, teacher.email, PASSWORD);
    await laptop.page.waitForURL(/\/dashboard$/);
    await laptop.page.getByRole('link', { name: /credits: see plans/ }).waitFor();
    await expect(laptop.page.getByRole('link', { name: /credits: see plans/ }).textContent()).resolves.toMatch(
      /^[\d,]+ of [\d,]+ credits$/,
    );
    await laptop.context.close();

    // Back in the admin area, the invitation is taken up.
    await page.reload();
    await row.waitFor();
    await expect(row.getByText('Invited').count()).resolves.toBe(0);
    await context.close();
  });

  it.each(WIDTHS)('sees a finished admin area with no serious accessibility finding ($name)', async (size) => {
    const { context, page } = await newPage(browser, size.width, size.height);
    await openAdminArea(page);
    await page.getByRole('row', { name: /Demo Admin/ }).waitFor();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}org-admin-${size.name}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // The page is no wider than the screen: nothing to scroll sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('a teacher who is not an admin', () => {
  it('is told the admin area is the organisation admin’s', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, DEMO_TEACHER);
    await expect(page.getByRole('link', { name: 'Org admin' }).count()).resolves.toBe(0);
    await page.goto(`${baseUrl}/org_admin/org_admin_dashboard`);
    await page.getByText('Only your organisation’s admin can open this page.').waitFor();
    await context.close();
  });
});
