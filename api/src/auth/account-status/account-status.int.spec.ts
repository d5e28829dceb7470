import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthClient, startWithMail } from '../../test/accounts.js';
import { type TestProduct, classroom, studentToken } from '../../test/harness.js';
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

const resend = (email: string) => product.api('POST', '/auth/resend-verification', { email });
const status = (token?: string) => product.api('GET', '/auth/check_user_status', undefined, token);

describe('POST /api/v1/auth/resend-verification', () => {
  it('mails a new confirmation to an unconfirmed account', async () => {
    const email = `unconfirmed-${Date.now()}@school.test`;
    await auth.signup(email);
    expect(await resend(email)).toEqual({ status: 200, body: { success: true } });
    expect(mail.to(email).map((m) => m.subject)).toEqual([
      'Confirm your CheckIn account',
      'Confirm your CheckIn account',
    ]);
    const followed = await auth.follow(verifyLinkOf(await mail.latest(email)));
    expect(followed.fragment.get('access_token')).toBeTruthy();
  });

  it('answers the same, and mails nothing, for a confirmed or unknown address', async () => {
    const account = await auth.confirmedAccount();
    const before = mail.to(account.email).length;
    expect(await resend(account.email)).toEqual({ status: 200, body: { success: true } });
    expect(mail.to(account.email)).toHaveLength(before);
    const unknown = `nobody-${Date.now()}@school.test`;
    expect(await resend(unknown)).toEqual({ status: 200, body: { success: true } });
    expect(mail.to(unknown)).toEqual([]);
  });

  it('answers the same through the netlify path, and 400 naming a bad email', async () => {
    const reply = await product.request('POST', '/.netlify/functions/api/v1/auth/resend-verification', {
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
    const { session } = await auth.confirmedAccount();
    expect(await status(session.access_token)).toEqual({ status: 200, body: { success: true } });
  });

  it('answers 403 for a banned account', async () => {
    const { id, session } = await auth.confirmedAccount();
    await product.db.query(`UPDATE users SET banned_until = now() + interval '1 day' WHERE id = $1`, [id]);
    const reply = await status(session.access_token);
    expect(reply.status).toBe(403);
    expect(reply.body.errorMessage).toBe('This account is suspended.');
  });

  it('answers 403 for an unconfirmed account', async () => {
    const teacher = await product.teacher();
    await product.db.query(`UPDATE users SET email_confirmed_at = NULL WHERE id = $1`, [teacher.id]);
    expect((await status(teacher.token)).status).toBe(403);
  });

  it('answers 401 "No token found" without a token, and 403 to a student', async () => {
    expect(await status()).toEqual({ status: 401, body: { statusCode: 401, errorMessage: 'No token found' } });
    const { sessionId } = await classroom(product);
    expect((await status(await studentToken(product, sessionId))).status).toBe(403);
  });
});
