import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthClient, claimsOf, startWithMail } from '../../test/accounts.js';
import type { TestProduct } from '../../test/harness.js';
import { type MailCatcher, codeOf, verifyLinkOf } from '../../test/mail-catcher.js';

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

const NEW_PASSWORD = 'a brand new passphrase';
const updateUser = (token: string, body: unknown) => auth.call('PUT', '/auth/v1/user', body, token);
/** Makes a session look as if it began two days ago. */
const ageSession = (token: string) =>
  product.db.query(`UPDATE auth_sessions SET created_at = now() - interval '2 days' WHERE id = $1`, [
    claimsOf(token).session_id,
  ]);

describe('GET /auth/v1/user', () => {
  it('answers the signed-in user', async () => {
    const account = await auth.confirmedAccount();
    const reply = await auth.user(account.session.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(account.session.user);
  });

  it('answers 401 "No token found" without a token, and refuses a forged one', async () => {
    const anonymous = await auth.call('GET', '/auth/v1/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401, msg: 'No token found', errorMessage: 'No token found' });
    expect((await auth.user('e30.e30.e30')).status).toBe(401);
  });
});

describe('PUT /auth/v1/user', () => {
  it('merges data into user_metadata', async () => {
    const { session } = await auth.confirmedAccount();
    const reply = await updateUser(session.access_token, { data: { last_name: 'Byron' } });
    expect(reply.status).toBe(200);
    expect(reply.body.user_metadata).toEqual({ first_name: 'Ada', last_name: 'Byron' });
    expect((await auth.user(session.access_token)).body.user_metadata.last_name).toBe('Byron');
  });

  it('changes the password in a recent session and ends every other session of the user', async () => {
    const account = await auth.confirmedAccount();
    const other = (await auth.signIn(account.email)).body;
    const reply = await updateUser(account.session.access_token, { password: NEW_PASSWORD });
    expect(reply.status).toBe(200);

    expect((await auth.user(account.session.access_token)).status).toBe(200);
    expect((await auth.user(other.access_token)).status).toBe(401);
    expect((await auth.refresh(other.refresh_token)).status).toBe(400);
    expect((await auth.signIn(account.email)).body.error_code).toBe('invalid_credentials');
    expect((await auth.signIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak new password and the same one again', async () => {
    const account = await auth.confirmedAccount();
    expect((await updateUser(account.session.access_token, { password: 'short' })).body.error_code).toBe(
      'weak_password',
    );
    expect((await updateUser(account.session.access_token, { password: 'qwertyuiop' })).body.error_code).toBe(
      'weak_password',
    );
    const same = await updateUser(account.session.access_token, { password: account.password });
    expect(same.status).toBe(422);
    expect(same.body.error_code).toBe('same_password');
  });

  it('needs the mailed nonce to change the password in a session older than a day', async () => {
    const account = await auth.confirmedAccount();
    const token = account.session.access_token;
    await ageSession(token);
    const refused = await updateUser(token, { password: NEW_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error_code: 'reauthentication_needed',
      msg: 'Password update requires reauthentication',
    });

    const asked = await auth.call('GET', '/auth/v1/reauthenticate', undefined, token);
    expect(asked).toMatchObject({ status: 200, body: {} });
    const nonce = codeOf(await mail.latest(account.email, /verification code/));
    const wrong = await updateUser(token, { password: NEW_PASSWORD, nonce: nonce === '123456' ? '654321' : '123456' });
    expect(wrong.body.error_code).toBe('reauthentication_not_valid');

    const reply = await updateUser(token, { password: NEW_PASSWORD, nonce });
    expect(reply.status).toBe(200);
    expect((await auth.signIn(account.email, NEW_PASSWORD)).status).toBe(200);
    const spent = await updateUser(token, { password: 'yet another passphrase', nonce });
    expect(spent.body.error_code).toBe('reauthentication_not_valid');
  });

  it('changes the email only once the new address confirms it through the mail', async () => {
    const account = await auth.confirmedAccount();
    const newEmail = `moved-${Date.now()}@school.test`;
    const reply = await updateUser(account.session.access_token, { email: newEmail });
    expect(reply.status).toBe(200);
    expect(reply.body.email).toBe(account.email);
    expect((await auth.signIn(account.email)).status).toBe(200);

    const message = await mail.latest(newEmail);
    expect(message.subject).toBe('Confirm your new email address for CheckIn');
    const followed = await auth.follow(verifyLinkOf(message));
    expect(followed.status).toBe(303);
    expect(followed.location.split('#')[0]).toBe(`${product.config.PUBLIC_URL}/profile/userProfile`);
    expect(followed.fragment.get('type')).toBe('email_change');

    const user = await auth.user(followed.fragment.get('access_token')!);
    expect(user.body.email).toBe(newEmail);
    expect(user.body.identities[0].identity_data.email).toBe(newEmail);
    expect((await auth.signIn(newEmail)).status).toBe(200);
    expect((await auth.signIn(account.email)).status).toBe(400);
  });

  it('refuses an address that another account has', async () => {
    const one = await auth.confirmedAccount();
    const other = await auth.confirmedAccount();
    const reply = await updateUser(one.session.access_token, { email: other.email.toUpperCase() });
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toBe('email_exists');
  });
});
