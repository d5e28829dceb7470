import { describe, expect, it } from 'vitest';
import { claimsOf, mailProductForFile, newEmail } from '../../test/accounts.js';
import { codeOf, verifyLinkOf } from '../../test/mail-catcher.js';

const env = mailProductForFile();

const otp = (body: unknown) => env.auth.call('POST', '/auth/v1/otp', body);

describe('POST /auth/v1/otp', () => {
  it('mails a magic link that signs the user in', async () => {
    const account = await env.auth.confirmedAccount();
    expect(await otp({ email: account.email })).toMatchObject({ status: 200, body: {} });
    const message = await env.mail.latest(account.email, /sign-in link/);
    expect(message.subject).toBe('Your CheckIn sign-in link');
    const followed = await env.auth.follow(verifyLinkOf(message));
    expect(followed.location.split('#')[0]).toBe(`${env.product.config.PUBLIC_URL}/dashboard`);
    expect(followed.fragment.get('type')).toBe('magiclink');
    const token = followed.fragment.get('access_token')!;
    expect(claimsOf(token).amr[0].method).toBe('magiclink');
    expect((await env.auth.user(token)).body.id).toBe(account.id);
  });

  it('and a 6-digit code that signs the user in once', async () => {
    const account = await env.auth.confirmedAccount();
    await otp({ email: account.email });
    const code = codeOf(await env.mail.latest(account.email, /sign-in link/));
    const reply = await env.auth.call('POST', '/auth/v1/verify', { type: 'email', email: account.email, token: code });
    expect(reply.status).toBe(200);
    expect(reply.body.user.id).toBe(account.id);
    expect(claimsOf(reply.body.access_token).amr[0].method).toBe('otp');
    const again = await env.auth.call('POST', '/auth/v1/verify', {
      type: 'magiclink',
      email: account.email,
      token: code,
    });
    expect(again.status).toBe(403);
  });

  it('refuses an expired code (codes live 10 minutes)', async () => {
    const account = await env.auth.confirmedAccount();
    await otp({ email: account.email });
    const code = codeOf(await env.mail.latest(account.email, /sign-in link/));
    await env.product.db.query(
      `UPDATE auth_one_time_tokens SET code_expires_at = now() - interval '1 second' WHERE email = $1`,
      [account.email],
    );
    const reply = await env.auth.call('POST', '/auth/v1/verify', { type: 'email', email: account.email, token: code });
    expect(reply.body.error_code).toBe('otp_expired');
  });

  it('creates an account for a new address, confirmed when the link is followed', async () => {
    const email = newEmail('new');
    expect((await otp({ email, data: { first_name: 'Mary', last_name: 'Somerville' } })).status).toBe(200);
    const followed = await env.auth.follow(verifyLinkOf(await env.mail.latest(email)));
    const user = await env.auth.user(followed.fragment.get('access_token')!);
    expect(user.body).toMatchObject({ email, user_metadata: { first_name: 'Mary', last_name: 'Somerville' } });
    expect(user.body.email_confirmed_at).not.toBeNull();
  });

  it('with create_user false, creates nothing and mails nothing for a new address, answering the same', async () => {
    const email = newEmail('nobody');
    expect(await otp({ email, create_user: false })).toMatchObject({ status: 200, body: {} });
    expect(env.mail.to(email)).toEqual([]);
    expect(await env.product.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('refuses a phone number: there is no SMS', async () => {
    const reply = await otp({ phone: '+15551234567' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error_code: 'sms_send_failed', msg: 'SMS is not configured' });
  });

  it('needs an email or a phone number', async () => {
    const reply = await otp({});
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('You must provide either an email or phone number.');
    expect(reply.body.errorMessage).toBe('You must provide either an email or phone number.');
  });
});
