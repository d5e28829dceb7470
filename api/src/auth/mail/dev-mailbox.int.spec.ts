import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS, startWithMail, newEmail } from '../../test/accounts.js';
import { TestProduct } from '../../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false, config: NO_RATE_LIMITS });
});
afterAll(async () => {
  await product?.stop();
});

const get = (p: TestProduct, path: string) => fetch(`${p.baseUrl}${path}`);

describe('the dev mailbox (no SMTP_URL)', () => {
  it('keeps the mail, newest first, with its links, as JSON', async () => {
    const email = newEmail('dev');
    await product.request('POST', '/auth/v1/signup', { email, password: 'a good long passphrase' });
    await product.request('POST', '/auth/v1/recover', { email });

    const response = await get(product, '/dev/mailbox.json');
    expect(response.status).toBe(200);
    const { messages } = await response.json();
    expect(messages.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual([
      'Reset your CheckIn password',
      'Confirm your CheckIn account',
    ]);
    expect(messages[0]).toMatchObject({ to: email, text: expect.stringContaining('CheckIn') });
    expect(messages[0].html).toContain('<a href=');
    expect(messages[0].links).toEqual([expect.stringMatching(/\/auth\/v1\/verify\?token_hash=.+&type=recovery&/)]);
  });

  it('shows the mail as a page, with each link and the HTML of each message', async () => {
    const response = await get(product, '/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<h2>Reset your CheckIn password</h2>');
    expect(page).toMatch(/<a href="http:\/\/localhost:3000\/auth\/v1\/verify\?token_hash=[^"]+type=recovery/);
    expect(page).toContain('<iframe sandbox');
  });

  it('the link in the mailbox confirms the account', async () => {
    const email = newEmail('dev-link');
    await product.request('POST', '/auth/v1/signup', { email, password: 'a good long passphrase' });
    const { messages } = await (await get(product, '/dev/mailbox.json')).json();
    const link = new URL(messages.find((m: { to: string }) => m.to === email).links[0]);
    const followed = await fetch(`${product.baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toContain('#access_token=');
  });
});

describe('where mail is real', () => {
  it('is 404 in production', async () => {
    const { product: production, mail } = await startWithMail({ NODE_ENV: 'production' });
    try {
      expect((await get(production, '/dev/mailbox')).status).toBe(404);
      expect((await get(production, '/dev/mailbox.json')).status).toBe(404);
    } finally {
      await production.stop();
      await mail.stop();
    }
  });

  it('is 404 whenever SMTP_URL is set', async () => {
    const { product: smtp, mail } = await startWithMail();
    try {
      expect((await get(smtp, '/dev/mailbox.json')).status).toBe(404);
    } finally {
      await smtp.stop();
      await mail.stop();
    }
  });
});
