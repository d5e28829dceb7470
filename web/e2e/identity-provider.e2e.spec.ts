import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/test/free-port.js';
import { type ProviderAccount, TestIdentityProvider } from '../../api/src/test/identity-provider.js';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { type RunningProduct, startProduct } from './product.js';
import { declineCookies } from './student.js';
import { signUpAndConfirm, submitPassword } from './teacher.js';

const PROVIDER = 'District sign-in';
const PASSWORD = 'a long enough passphrase';

let browser: Browser;
let idp: TestIdentityProvider;
let product: RunningProduct;
let baseUrl: string;
beforeAll(async () => {
  // The provider knows the product's callback before the product starts: the product's port is chosen here.
  const port = String(await freePort());
  baseUrl = `http://localhost:${port}`;
  const client = { client_id: 'checkin-e2e', client_secret: 'e2e-provider-secret' };
  idp = await TestIdentityProvider.start([{ ...client, redirect_uri: `${baseUrl}/auth/v1/callback` }]);
  product = await startProduct({
    PORT: port,
    PUBLIC_URL: baseUrl,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: client.client_id,
    OIDC_CLIENT_SECRET: client.client_secret,
    OIDC_PROVIDER_NAME: PROVIDER,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await idp?.stop();
});

const person = (extra: Partial<ProviderAccount> = {}) =>
  idp.add({
    email: `grace-${randomUUID()}@district.test`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...extra,
  });

/** The provider's own sign-in page (anyone signs in as any of its accounts), then its consent page. */
async function passProvider(page: Page, account: ProviderAccount): Promise<void> {
  await page.waitForURL((url) => url.origin === idp.issuer, { waitUntil: 'domcontentloaded' });
  await page.getByPlaceholder('Enter any login').fill(account.sub);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A browser of its own (no session at the provider either), on `path`, the cookie banner answered. */
async function freshPage(path: string) {
  const opened = await newPage(browser);
  await opened.page.goto(`${baseUrl}${path}`);
  await declineCookies(opened.page);
  return opened;
}

async function signInWithProvider(page: Page, account: ProviderAccount): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: `Continue with ${PROVIDER}` }).click();
  await passProvider(page, account);
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitPassword(page, email, password);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
}

type StoredUser = { email: string; app_metadata: { provider?: string }; identities?: Array<{ provider: string }> };

/** The signed-in user as the web app keeps it. */
async function storedUser(page: Page): Promise<StoredUser> {
  const stored = await page.evaluate(() => localStorage.getItem('checkin.auth'));
  return (JSON.parse(stored ?? 'null') as { user: StoredUser }).user;
}

/** A teacher who signed up with email and password, confirmed the address, and is signed in. */
async function passwordTeacher(page: Page): Promise<string> {
  const email = `ada-${randomUUID()}@school.test`;
  await signUpAndConfirm(browser, page, baseUrl, email, PASSWORD);
  await signInWithPassword(page, email, PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  return email;
}

const linkedAccounts = (page: Page) => page.getByRole('list', { name: 'Linked accounts' });

describe('signing in through an identity provider', () => {
  it('offers the provider on /login, and makes a new account through it', async () => {
    const { context, page } = await freshPage('/login');
    const button = page.getByRole('button', { name: `Continue with ${PROVIDER}` });
    await button.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const account = person();
    await button.click();
    await passProvider(page, account);
    await page.waitForURL(/\/dashboard$/);
    const user = await storedUser(page);
    expect(user.email).toBe(account.email);
    expect(user.app_metadata.provider).toBe('oidc');
    expect(new URL(page.url()).search).toBe('');

    await signOut(page);
    await context.close();
  });

  it('goes back to the page asked for, and tells of a sign-in the provider could not complete', async () => {
    const back = await freshPage('/profile/userProfile');
    await back.page.waitForURL(/\/login\?redirectTo=/);
    await back.page.getByRole('button', { name: `Continue with ${PROVIDER}` }).click();
    await passProvider(back.page, person());
    await back.page.waitForURL(/\/profile\/userProfile$/);
    await back.context.close();

    // A provider that tells no address cannot sign anyone in.
    const { context, page } = await freshPage('/login');
    await signInWithProvider(page, person({ email: undefined, email_verified: undefined }));
    await page.getByText('That link did not work: Error getting user email from external provider').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('linked accounts', () => {
  it('links the provider to an account made with a password, then unlinks it', async () => {
    const { context, page } = await freshPage('/');
    await passwordTeacher(page);
    await page.goto(`${baseUrl}/profile/userProfile`);
    await linkedAccounts(page).getByText('Email and password').waitFor();
    const account = person({ email: `ada-at-district-${randomUUID()}@district.test` });
    await page.getByRole('button', { name: `Link ${PROVIDER}` }).click();
    await passProvider(page, account);
    await page.waitForURL(/\/profile\/userProfile$/);
    await linkedAccounts(page).getByText(PROVIDER, { exact: true }).waitFor();
    await linkedAccounts(page).getByText(account.email!).waitFor();

    await page.getByRole('button', { name: `Unlink ${PROVIDER}` }).click();
    await page
      .getByRole('group', { name: `Unlink ${PROVIDER}` })
      .getByRole('button', { name: `Unlink ${PROVIDER}` })
      .click();
    await linkedAccounts(page).getByText(PROVIDER, { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Link ${PROVIDER}` }).waitFor();
    await context.close();
  });

  it('says why an identity of another account was not linked', async () => {
    const taken = person();
    const first = await freshPage('/login');
    await signInWithProvider(first.page, taken);
    await first.page.waitForURL(/\/dashboard$/);
    await first.context.close();

    const { context, page } = await freshPage('/');
    await passwordTeacher(page);
    await page.goto(`${baseUrl}/profile/userProfile`);
    await page.getByRole('button', { name: `Link ${PROVIDER}` }).click();
    await passProvider(page, taken);
    await page.waitForURL(/\/profile\/userProfile$/);
    await page.getByText('The account was not linked').waitFor();
    await page.getByText('Identity is already linked to another user').waitFor();
    await context.close();
  });
});

describe('a password for an account made through the provider', () => {
  it('is set on /auth/reset-password-with-google-login, and then signs in with the address', async () => {
    const { context, page } = await freshPage('/login');
    const account = person();
    await signInWithProvider(page, account);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${baseUrl}/auth/reset-password-with-google-login`);
    await page.getByText(`Your account was made with ${PROVIDER}`).waitFor();
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Type it again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password is set.').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await signOut(page);

    await signInWithPassword(page, account.email!, PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    expect((await storedUser(page)).email).toBe(account.email);
    await context.close();
  });
});
