import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, claimsOf, mailProductForFile, newEmail } from '../../test/accounts.js';
import { codeOf, linksOf, verifyLinkOf } from '../../test/mail-catcher.js';

const env = mailProductForFile();

describe('POST /auth/v1/signup', () => {
  it('creates an unconfirmed user, answers it without a session, and mails a confirmation link', async () => {
    const email = newEmail('signup');
    const reply = await env.auth.signup(email);
    expect(reply.status).toBe(200);
    expect(reply.body).not.toHaveProperty('access_token');
    expect(reply.body).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      email_confirmed_at: null,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      identities: [{ provider: 'email', user_id: reply.body.id, identity_data: { email, sub: reply.body.id } }],
      factors: [],
    });

    const message = await env.mail.latest(email);
    expect(message.subject).toBe('Confirm your CheckIn account');
    expect(message.text).toContain('Hello Ada,');
    expect(message.html).toContain('CheckIn');
    const link = new URL(verifyLinkOf(message));
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${env.product.config.PUBLIC_URL}/auth/signupconfirmation`);
    expect(codeOf(message)).toMatch(/^\d{6}$/);
  });

  it('takes first_name and last_name at the top level too', async () => {
    const email = newEmail('signup');
    const reply = await env.auth.call('POST', '/auth/v1/signup', {
      email,
      password: GOOD_PASSWORD,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(reply.body.user_metadata).toEqual({ first_name: 'Grace', last_name: 'Hopper' });
  });

  it('confirms through the mailed link: a redirect to the web app with a working session in the fragment', async () => {
    const email = newEmail('signup');
    await env.auth.signup(email);
    const followed = await env.auth.follow(verifyLinkOf(await env.mail.latest(email)));
    expect(followed.status).toBe(303);
    expect(followed.location.split('#')[0]).toBe(`${env.product.config.PUBLIC_URL}/auth/signupconfirmation`);
    const f = followed.fragment;
    expect(f.get('token_type')).toBe('bearer');
    expect(f.get('type')).toBe('signup');
    expect(f.get('expires_in')).toBe('3600');
    expect(Number(f.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(f.get('refresh_token')).toMatch(/^[\w-]{40,}$/);

    const user = await env.auth.user(f.get('access_token')!);
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(email);
    expect(user.body.email_confirmed_at).not.toBeNull();
    expect(claimsOf(f.get('access_token')!)).toMatchObject({
      sub: user.body.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'email/signup', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
    });

    const refreshed = await env.auth.refresh(f.get('refresh_token')!);
    expect(refreshed.status).toBe(200);

    const again = await env.auth.follow(verifyLinkOf(await env.mail.latest(email)));
    expect(again.location).toContain('#error=access_denied&error_code=otp_expired');
  });

  it('signs in with the password once confirmed, and not before ("Email not confirmed")', async () => {
    const email = newEmail('signup');
    await env.auth.signup(email);
    const early = await env.auth.signIn(email);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 400, error_code: 'email_not_confirmed' });
    expect(early.body.msg).toMatch(/^Email not confirmed\. Check your inbox/);
    expect(early.body.errorMessage).toBe(early.body.msg);

    await env.auth.follow(verifyLinkOf(await env.mail.latest(email)));
    const session = await env.auth.signIn(email);
    expect(session.status).toBe(200);
    expect(session.body.user.email_confirmed_at).not.toBeNull();
  });

  it.each([
    ['too short', 'Abc123!'],
    ['too long', 'x'.repeat(129)],
    ['common', 'Password1'],
    ['common, in any case', 'IloveYOU'],
  ])('refuses a password that is %s as weak_password, and creates nothing', async (_, password) => {
    const email = newEmail('signup');
    const reply = await env.auth.signup(email, password);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ code: 422, error_code: 'weak_password' });
    expect(reply.body.msg).toBe(reply.body.errorMessage);
    expect(await env.product.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
    expect(env.mail.to(email)).toEqual([]);
  });

  it('takes a password of 8 and of 128 characters', async () => {
    expect((await env.auth.signup(newEmail('signup'), 'k3#Tq9zW')).status).toBe(200);
    expect((await env.auth.signup(newEmail('signup'), 'k3#Tq9zW'.repeat(16))).status).toBe(200);
  });

  it('answers 400 naming the field for a bad email', async () => {
    const reply = await env.auth.signup('not-an-email');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 400, error_code: 'validation_failed' });
    expect(reply.body.msg).toBe('Invalid request: email must be an email address');
    expect(reply.body.errors).toEqual([{ field: 'email', message: 'must be an email address' }]);
  });

  it('answers a sign-up with a registered address the same, and mails its owner instead', async () => {
    const owner = await env.auth.confirmedAccount();
    const before = await env.product.db.query(`SELECT password_hash FROM users WHERE id = $1`, [owner.id]);
    const mailsBefore = env.mail.to(owner.email).length;

    const reply = await env.auth.signup(owner.email, 'another-good-password');
    const fresh = await env.auth.signup(newEmail('signup'));
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(reply.body.id).not.toBe(owner.id);
    expect(reply.body).toMatchObject({ email_confirmed_at: null, identities: [{ provider: 'email' }] });

    const notice = await env.mail.latest(owner.email);
    expect(env.mail.to(owner.email)).toHaveLength(mailsBefore + 1);
    expect(notice.subject).toBe('You already have a CheckIn account');
    expect(linksOf(notice)).toContain(`${env.product.config.PUBLIC_URL}/auth/password_reset_request`);
    expect(await env.product.db.query(`SELECT password_hash FROM users WHERE id = $1`, [owner.id])).toEqual(before);
  });

  it('mails a new confirmation to a registered but unconfirmed address, keeping its password', async () => {
    const email = newEmail('signup');
    await env.auth.signup(email);
    await env.auth.signup(email, 'a-different-password');
    expect(env.mail.to(email).map((m) => m.subject)).toEqual([
      'Confirm your CheckIn account',
      'Confirm your CheckIn account',
    ]);
    await env.auth.follow(verifyLinkOf(await env.mail.latest(email)));
    expect((await env.auth.signIn(email)).status).toBe(200);
    expect((await env.auth.signIn(email, 'a-different-password')).status).toBe(400);
  });
});
