import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthClient, startWithMail } from '../../test/accounts.js';
import type { TestProduct } from '../../test/harness.js';
import { type MailCatcher, verifyLinkOf } from '../../test/mail-catcher.js';

let product: TestProduct;
let mail: MailCatcher;
let auth: AuthClient;
beforeAll(async () => {
  ({ product, mail, auth } = await startWithMail());
});
afterAll(async () => {
  await product?.stop();
  await mail?.stop();
});

const recover = (email: string) => auth.call('POST', '/auth/v1/recover', { email });

describe('POST /auth/v1/recover', () => {
  it('mails a reset link that leads to a new password', async () => {
    const account = await auth.confirmedAccount();
    const other = await auth.signIn(account.email);
    expect(await recover(account.email)).toMatchObject({ status: 200, body: {} });

    const message = await mail.latest(account.email, /Reset your CheckIn password/);
    expect(message.html).toContain('Reset my password');
    const followed = await auth.follow(verifyLinkOf(message));
    expect(followed.location.split('#')[0]).toBe(`${product.config.PUBLIC_URL}/auth/reset-password`);
    expect(followed.fragment.get('type')).toBe('recovery');
    const token = followed.fragment.get('access_token')!;

    const changed = await auth.call('PUT', '/auth/v1/user', { password: 'my new recovered passphrase' }, token);
    expect(changed.status).toBe(200);
    expect((await auth.signIn(account.email, 'my new recovered passphrase')).status).toBe(200);
    expect((await auth.signIn(account.email)).status).toBe(400);
    expect((await auth.user(other.body.access_token)).status).toBe(401);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const email = `nobody-${Date.now()}@school.test`;
    expect(await recover(email)).toMatchObject({ status: 200, body: {} });
    expect(mail.to(email)).toEqual([]);
  });

  it('spends the reset link once the password has changed', async () => {
    const account = await auth.confirmedAccount();
    await recover(account.email);
    const link = verifyLinkOf(await mail.latest(account.email, /Reset/));
    await auth.call(
      'PUT',
      '/auth/v1/user',
      { password: 'changed before using the link' },
      account.session.access_token,
    );
    expect((await auth.follow(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('only the latest reset link works', async () => {
    const account = await auth.confirmedAccount();
    await recover(account.email);
    const first = verifyLinkOf(await mail.latest(account.email, /Reset/));
    await recover(account.email);
    const second = verifyLinkOf(await mail.latest(account.email, /Reset/));
    expect(second).not.toBe(first);
    expect((await auth.follow(first)).fragment.get('error_code')).toBe('otp_expired');
    expect((await auth.follow(second)).fragment.get('access_token')).toBeTruthy();
  });
});
