import { describe, expect, it } from 'vitest';
import { mailProductForFile, newEmail } from '../../test/accounts.js';
import { classroom, studentToken } from '../../test/harness.js';
import { verifyLinkOf } from '../../test/mail-catcher.js';

const env = mailProductForFile();

const resend = (email: string) => env.product.api('POST', '/auth/resend-verification', { email });
const status = (token?: string) => env.product.api('GET', '/auth/check_user_status', undefined, token);

describe('POST /api/v1/auth/resend-verification', () => {
  it('mails a new confirmation to an unconfirmed account', async () => {
    const email = newEmail('unconfirmed');
    await env.auth.signup(email);
    expect(await resend(email)).toEqual({ status: 200, body: { success: true } });
    expect(env.mail.to(email).map((m) => m.subject)).toEqual([
      'Confirm your CheckIn account',
      'Confirm your CheckIn account',
    ]);
    const followed = await env.auth.follow(verifyLinkOf(await env.mail.latest(email)));
    expect(followed.fragment.get('access_token')).toBeTruthy();
  });

  it('answers the same, and mails nothing, for a confirmed or unknown address', async () => {
    const account = await env.auth.confirmedAccount();
    const before = env.mail.to(account.email).length;
    expect(await resend(account.email)).toEqual({ status: 200, body: { success: true } });
    expect(env.mail.to(account.email)).toHaveLength(before);
    const unknown = newEmail('nobody');
    expect(await resend(unknown)).toEqual({ status: 200, body: { success: true } });
    expect(env.mail.to(unknown)).toEqual([]);
  });

  it('answers the same through the netlify path, and 400 naming a bad email', async () => {
    const reply = await env.product.request('POST', '/.netlify/functions/api/v1/auth/resend-verification', {
      email: 'x@school.test',
    });
    expect(reply).toEqual({ status: 200, body: { success: true } });
    const bad = await resend('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'email', message: 'must be an email address' }]);
  });
});

describe('GET /api/v1/auth/check_user_status', () => {
  it('succeeds for a confirmed account', async () => {
    const { session } = await env.auth.confirmedAccount();
    expect(await status(session.access_token)).toEqual({ status: 200, body: { success: true } });
  });

  it('answers 403 for a banned account', async () => {
    const { id, session } = await env.auth.confirmedAccount();
    await env.product.db.query(`UPDATE users SET banned_until = now() + interval '1 day' WHERE id = $1`, [id]);
    const reply = await status(session.access_token);
    expect(reply.status).toBe(403);
    expect(reply.body.errorMessage).toBe('This account is suspended.');
  });

  it('answers 403 for an unconfirmed account', async () => {
    const teacher = await env.product.teacher();
    await env.product.db.query(`UPDATE users SET email_confirmed_at = NULL WHERE id = $1`, [teacher.id]);
    expect((await status(teacher.token)).status).toBe(403);
  });

  it('answers 401 "No token found" without a token, and 403 to a student', async () => {
    expect(await status()).toEqual({ status: 401, body: { statusCode: 401, errorMessage: 'No token found' } });
    const { sessionId } = await classroom(env.product);
    expect((await status(await studentToken(env.product, sessionId))).status).toBe(403);
  });
});
