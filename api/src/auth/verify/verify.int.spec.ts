import { describe, expect, it } from 'vitest';
import { mailProductForFile, newEmail } from '../../test/accounts.js';
import { codeOf, verifyLinkOf } from '../../test/mail-catcher.js';

const env = mailProductForFile();

describe('POST /auth/v1/verify', () => {
  it('answers a session for a token_hash, once', async () => {
    const email = newEmail('verify');
    await env.auth.signup(email);
    const tokenHash = new URL(verifyLinkOf(await env.mail.latest(email))).searchParams.get('token_hash');
    const reply = await env.auth.call('POST', '/auth/v1/verify', { type: 'signup', token_hash: tokenHash });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } });
    const again = await env.auth.call('POST', '/auth/v1/verify', { type: 'signup', token_hash: tokenHash });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error_code: 'otp_expired', msg: 'Email link is invalid or has expired' });
  });

  it('answers a session for the mailed 6-digit code with type email', async () => {
    const email = newEmail('verify');
    await env.auth.signup(email);
    const code = codeOf(await env.mail.latest(email));
    const wrong = await env.auth.call('POST', '/auth/v1/verify', {
      type: 'email',
      email,
      token: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(403);
    const reply = await env.auth.call('POST', '/auth/v1/verify', { type: 'email', email, token: code });
    expect(reply.status).toBe(200);
    expect(reply.body.user.email_confirmed_at).not.toBeNull();
  });

  it('refuses an expired link', async () => {
    const email = newEmail('verify');
    await env.auth.signup(email);
    await env.product.db.query(
      `UPDATE auth_one_time_tokens SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [email],
    );
    const followed = await env.auth.follow(verifyLinkOf(await env.mail.latest(email)));
    expect(followed.fragment.get('error_code')).toBe('otp_expired');
    expect((await env.auth.signIn(email)).body.error_code).toBe('email_not_confirmed');
  });

  it('keeps redirects in the web app', async () => {
    const email = newEmail('verify');
    await env.auth.signup(email);
    const link = new URL(verifyLinkOf(await env.mail.latest(email)));
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const followed = await env.auth.follow(link.href);
    expect(followed.location.split('#')[0]).toBe(`${env.product.config.PUBLIC_URL}/auth/signupconfirmation`);
  });
});
