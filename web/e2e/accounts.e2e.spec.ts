import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestAuthenticator } from '../../api/src/test/authenticator.js';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { declineCookies } from './student.js';
import { signUpAndConfirm, submitPassword } from './teacher.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}accounts-${name}.png`, fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

describe("a teacher's account in the browser", () => {
  it('signs up, confirms by mail, turns on two-step sign-in, and signs in again with a code', async () => {
    const email = `ada-${Date.now()}@school.test`;
    const password = 'a long enough passphrase';
    const { context, page } = await newPage(browser);

    await page.goto(`${baseUrl}/auth/signup`);
    await declineCookies(page);
    // The link is opened elsewhere (a phone's mail app, say); this browser then signs in with the password.
    await signUpAndConfirm(browser, page, baseUrl, email, password);

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'login');
    await submitPassword(page, email, password);
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${baseUrl}/profile/userProfile`);
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add CheckIn to your authenticator app' });
    await qr.waitFor();
    // The provider's form (data:image/svg+xml;utf-8,<svg…>), and the browser draws it.
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const authenticator = new TestAuthenticator((await page.getByTestId('totp-secret').textContent()) ?? '');
    await expectAccessible(page, 'profile-enrolment');
    await page.getByLabel('6-digit code').fill(await authenticator.code());
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByText('Two-step sign-in is on').waitFor();
    await page.getByText('Authenticator app', { exact: true }).waitFor();
    await expectAccessible(page, 'profile-two-step-on');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);

    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await submitPassword(page, email, password);
    await page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }).waitFor();
    const code = page.getByLabel('6-digit code');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await expectAccessible(page, 'login-second-factor');

    await code.fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Invalid TOTP code entered').waitFor();
    await page.getByLabel('6-digit code').fill(await authenticator.code());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });
});
