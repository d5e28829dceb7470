import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from './browser.js';
import { declineCookies } from './student.js';

/** What a teacher does, in the words of the page: the steps the browser tests share. */

/** The demo teacher `npm start` seeds (api/src/seed/seed.ts). */
export const DEMO_TEACHER = { email: 'teacher@checkin.local', password: 'checkin-demo' };

export async function signIn(page: Page, baseUrl: string, teacher = DEMO_TEACHER): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await declineCookies(page);
  await submitPassword(page, teacher.email, teacher.password);
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Fills in and sends the password form of the sign-in page that is open. */
export async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs up as Ada Lovelace on /auth/signup (cookies already answered) and confirms the address from the dev mailbox, opening the link in a
 * browser of its own (a phone's mail app, say): `page` stays on the confirmation notice, not signed in.
 */
export async function signUpAndConfirm(
  browser: Browser,
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/auth/signup`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/auth\/signupconfirmation/);
  const phone = await newPage(browser);
  await phone.page.goto(await confirmationLink(baseUrl, email));
  await phone.page.waitForURL(/\/auth\/signupconfirmation/);
  await phone.context.close();
}

/** The confirmation link mailed to `email`: the product has no mail server here, so mail lands in the dev mailbox. */
async function confirmationLink(baseUrl: string, email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const reply = await fetch(`${baseUrl}/dev/mailbox.json`);
    const { messages } = (await reply.json()) as { messages: Array<{ to: string; links: string[] }> };
    const link = messages.find((m) => m.to === email)?.links.find((l) => l.includes('/auth/v1/verify'));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

/** A session's counts as its card or row shows them ("2 in progress", "5 completed"). */
export async function sessionCounts(item: Locator): Promise<{ inProgress: number; completed: number }> {
  const text = (await item.textContent()) ?? '';
  return {
    inProgress: Number(/(\d+)\s*in progress/.exec(text)?.[1] ?? NaN),
    completed: Number(/(\d+)\s*completed/.exec(text)?.[1] ?? NaN),
  };
}

/** Dialogs fade in and buttons ease to a new colour: pictures and colour checks wait until nothing moves. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
