import { describe, expect, it } from 'vitest';
import { mailProductForFile, newEmail } from '../../test/accounts.js';
import { verifyLinkOf } from '../../test/mail-catcher.js';

const env = mailProductForFile();

const recover = (email: string) => env.auth.call('POST', '/auth/v1/recover', { email });

describe('POST /auth/v1/recover', () => {
  it('mails a reset link that leads to a new password', async () => {
    const account = await env.auth.confirmedAccount();
    const other = await env.auth.signIn(account.email);
    expect(await recover(account.email)).toMatchObject({ status: 200, body: {} });

    const message = await env.mail.latest(account.email, /Reset your CheckIn password/);
    expect(message.html).toContain('Reset my password');
    const followed = await env.auth.follow(verifyLinkOf(message));
    expect(followed.location.split('#')[0]).toBe(`${env.product.config.PUBLIC_URL}/auth/reset-password`);
    expect(followed.fragment.get('type')).toBe('recovery');
    const token = followed.fragment.get('access_token')!;

    const changed = await env.auth.call('PUT', '/auth/v1/user', { password: 'my new recovered passphrase' }, token);
    expect(changed.status).toBe(200);
    expect((await env.auth.signIn(account.email, 'my new recovered passphrase')).status).toBe(200);
    expect((await env.auth.signIn(account.email)).status).toBe(400);
    expect((await env.auth.user(other.body.access_token)).status).toBe(403);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const email = newEmail('nobody');
    expect(await recover(email)).toMatchObject({ status: 200, body: {} });
    expect(env.mail.to(email)).toEqual([]);
  });

  it('spends the reset link once the password has changed', async () => {
    const account = await env.auth.confirmedAccount();
    await recover(account.email);
    const link = verifyLinkOf(await env.mail.latest(account.email, /Reset/));
    await env.auth.call(
      'PUT',
      '/auth/v1/user',
      { password: 'changed before using the link', current_password: account.password },
      account.session.access_token,
    );
    expect((await env.auth.follow(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('only the latest reset link works', async () => {
    const account = await env.auth.confirmedAccount();
    await recover(account.email);
    const first = verifyLinkOf(await env.mail.latest(account.email, /Reset/));
    await recover(account.email);
    const second = verifyLinkOf(await env.mail.latest(account.email, /Reset/));
    expect(second).not.toBe(first);
    expect((await env.auth.follow(first)).fragment.get('error_code')).toBe('otp_expired');
    expect((await env.auth.follow(second)).fragment.get('access_token')).toBeTruthy();
  });
});
