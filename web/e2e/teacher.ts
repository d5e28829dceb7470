import type { Locator, Page } from 'playwright-core';
import { declineCookies } from './student.js';

/** What a teacher does, in the words of the page: the steps the browser tests share. */

/** The demo teacher `npm start` seeds (api/src/seed/seed.ts). */
export const DEMO_TEACHER = { email: 'teacher@checkin.local', password: 'checkin-demo' };

export async function signIn(page: Page, baseUrl: string, teacher = DEMO_TEACHER): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await declineCookies(page);
  await page.getByLabel('Email', { exact: true }).fill(teacher.email);
  await page.getByLabel('Password', { exact: true }).fill(teacher.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
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
