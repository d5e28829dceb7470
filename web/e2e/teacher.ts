import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from './browser.js';
import { declineCookies } from './student.js';

/** What a teacher does, in the words of the page: the steps the browser tests share. */

/** The demo teacher `npm start` seeds (api/src/seed/seed.ts). */
export const DEMO_TEACHER = { email: 'teacher@checkin.local', password: 'checkin-demo' };

/** The demo school's admin `npm start` seeds beside the teacher (api/src/seed/seed.ts). */
export const DEMO_ADMIN = { email: 'admin@checkin.local', password: 'checkin-demo-admin' };

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
  await submitSignUp(page, baseUrl, email, password);
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

/** Fills in and sends the sign-up form as Ada Lovelace (cookies already answered); the page then asks for the mail. */
export async function submitSignUp(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/signup`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/auth\/signupconfirmation/);
}

/** The 6-digit code of the newest mail to `email` in the dev mailbox ("Or enter this code: 123456"). */
export async function mailedCode(baseUrl: string, email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const reply = await fetch(`${baseUrl}/dev/mailbox.json`);
    const { messages } = (await reply.json()) as { messages: Array<{ to: string; text: string }> };
    const code = /enter this code: (\d{6})/.exec(messages.find((m) => m.to === email)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail with a code for ${email}`);
}

/**
 * A teacher's access token, for what a test needs in place before the browser starts (CheckIns, sessions): made
 * through the API as the web app would make them, not by driving the builder again.
 */
export async function apiToken(baseUrl: string, teacher = DEMO_TEACHER): Promise<string> {
  const reply = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(teacher),
  });
  if (!reply.ok) throw new Error(`sign-in for ${teacher.email}: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** One call of the API (/api/v1) with a teacher's token; a failure throws with the API's answer. */
export async function apiCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const reply = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'x-auth-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** A new CheckIn of the teacher's (`fields` over a two-question Water Cycle one) and a session of it. */
export async function checkInWithSession(
  baseUrl: string,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<{ templateId: string; sessionId: string }> {
  const template = await apiCall<{ data: { id: string } }>(
    baseUrl,
    token,
    'POST',
    '/assessment_templates/createAssessmentTemplate',
    { name: 'Water cycle', grade: '5', topic: 'Water Cycle', numberOfQuestions: 2, ...fields },
  );
  const session = await apiCall<{ data: { session_id: string } }>(baseUrl, token, 'POST', '/sessions/createSession', {
    assessment_template_id: template.data.id,
    name: 'Class 5B',
  });
  return { templateId: template.data.id, sessionId: session.data.session_id };
}

/**
 * Adds a member from the admin area that is open (/org_admin/org_admin_dashboard) with "Add a teacher", and waits
 * until the page says the invitation went.
 */
export async function addTeacherToOrganisation(
  page: Page,
  member: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add a teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a teacher' });
  await dialog.getByLabel('First name').fill(member.firstName);
  await dialog.getByLabel('Last name').fill(member.lastName);
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByRole('button', { name: 'Add and invite' }).click();
  await page.getByText(`${member.email} was added and invited to choose a password.`).waitFor();
}
