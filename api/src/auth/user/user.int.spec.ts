import { describe, expect, it } from 'vitest';
import { claimsOf, mailProductForFile, newEmail } from '../../test/accounts.js';
import { codeOf, verifyLinkOf } from '../../test/mail-catcher.js';

const env = mailProductForFile();

const NEW_PASSWORD = 'a brand new passphrase';
const updateUser = (token: string, body: unknown) => env.auth.call('PUT', '/auth/v1/user', body, token);
/** Makes a session look as if it began two days ago. */
const ageSession = (token: string) =>
  env.product.db.query(`UPDATE auth_sessions SET created_at = now() - interval '2 days' WHERE id = $1`, [
    claimsOf(token).session_id,
  ]);

describe('GET /auth/v1/user', () => {
  it('answers the signed-in user', async () => {
    const account = await env.auth.confirmedAccount();
    const reply = await env.auth.user(account.session.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(account.session.user);
  });

  it('answers 401 "No token found" without a token, and refuses a forged one', async () => {
    const anonymous = await env.auth.call('GET', '/auth/v1/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401, msg: 'No token found', errorMessage: 'No token found' });
    expect((await env.auth.user('e30.e30.e30')).status).toBe(401);
  });
});

describe('PUT /auth/v1/user', () => {
  it('merges data into user_metadata', async () => {
    const { session } = await env.auth.confirmedAccount();
    const reply = await updateUser(session.access_token, { data: { last_name: 'Byron' } });
    expect(reply.status).toBe(200);
    expect(reply.body.user_metadata).toEqual({ first_name: 'Ada', last_name: 'Byron' });
    expect((await env.auth.user(session.access_token)).body.user_metadata.last_name).toBe('Byron');
  });

  it('changes the password with the current password and ends every other session of the user', async () => {
    const account = await env.auth.confirmedAccount();
    const other = (await env.auth.signIn(account.email)).body;
    const reply = await updateUser(account.session.access_token, {
      password: NEW_PASSWORD,
      current_password: account.password,
    });
    expect(reply.status).toBe(200);

    expect((await env.auth.user(account.session.access_token)).status).toBe(200);
    expect((await env.auth.user(other.access_token)).status).toBe(403);
    expect((await env.auth.refresh(other.refresh_token)).status).toBe(400);
    expect((await env.auth.signIn(account.email)).body.error_code).toBe('invalid_credentials');
    expect((await env.auth.signIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a password change with only an access token, however fresh, and a wrong current password', async () => {
    const account = await env.auth.confirmedAccount();
    const bare = await updateUser(account.session.access_token, { password: NEW_PASSWORD });
    expect(bare.status).toBe(400);
    expect(bare.body.error_code).toBe('reauthentication_needed');
    const wrong = await updateUser(account.session.access_token, {
      password: NEW_PASSWORD,
      current_password: 'not my password at all',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error_code: 'current_password_mismatch',
      msg: 'Your current password is not right.',
    });
    expect((await env.auth.signIn(account.email)).status).toBe(200);
    expect((await env.auth.signIn(account.email, NEW_PASSWORD)).status).toBe(400);
  });

  it('refuses a weak new password and the same one again', async () => {
    const account = await env.auth.confirmedAccount();
    expect((await updateUser(account.session.access_token, { password: 'short' })).body.error_code).toBe(
      'weak_password',
    );
    expect((await updateUser(account.session.access_token, { password: 'qwertyuiop' })).body.error_code).toBe(
      'weak_password',
    );
    const same = await updateUser(account.session.access_token, {
      password: account.password,
      current_password: account.password,
    });
    expect(same.status).toBe(422);
    expect(same.body.error_code).toBe('same_password');
  });

  it('needs the mailed nonce to change the password in a session older than a day', async () => {
    const account = await env.auth.confirmedAccount();
    const token = account.session.access_token;
    await ageSession(token);
    const refused = await updateUser(token, { password: NEW_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error_code: 'reauthentication_needed',
      msg: 'Password update requires reauthentication: send your current password, or the code mailed by /reauthenticate.',
    });

    const asked = await env.auth.call('GET', '/auth/v1/reauthenticate', undefined, token);
    expect(asked).toMatchObject({ status: 200, body: {} });
    const nonce = codeOf(await env.mail.latest(account.email, /verification code/));
    const wrong = await updateUser(token, { password: NEW_PASSWORD, nonce: nonce === '123456' ? '654321' : '123456' });
    expect(wrong.body.error_code).toBe('reauthentication_not_valid');

    const reply = await updateUser(token, { password: NEW_PASSWORD, nonce });
    expect(reply.status).toBe(200);
    expect((await env.auth.signIn(account.email, NEW_PASSWORD)).status).toBe(200);
    const spent = await updateUser(token, { password: 'yet another passphrase', nonce });
    expect(spent.body.error_code).toBe('reauthentication_not_valid');
  });

  it('changes the email once both addresses confirm it, and then ends every other session', async () => {
    const account = await env.auth.confirmedAccount();
    const elsewhere = (await env.auth.signIn(account.email)).body;
    const moved = newEmail('moved');
    const reply = await updateUser(account.session.access_token, { email: moved });
    expect(reply.status).toBe(200);
    expect(reply.body.email).toBe(account.email);
    expect((await env.auth.signIn(account.email)).status).toBe(200);

    const toNew = await env.mail.latest(moved);
    expect(toNew.subject).toBe('Confirm your new email address for CheckIn');
    const toCurrent = await env.mail.latest(account.email, /is moving to/);
    expect(toCurrent.subject).toBe(`Your CheckIn account is moving to ${moved}`);
    expect(toCurrent.text).toContain('If it was not you, do not follow the link');
    expect(toCurrent.text).toContain(`${env.product.config.PUBLIC_URL}/auth/password_reset_request`);

    // The new address alone moves nothing, and signs no one in.
    const half = await env.auth.follow(verifyLinkOf(toNew));
    expect(half.status).toBe(303);
    expect(half.location).toBe(`${env.product.config.PUBLIC_URL}/login?notice=email_change_half_confirmed`);
    expect((await env.auth.user(account.session.access_token)).body.email).toBe(account.email);
    expect((await env.auth.signIn(moved)).status).toBe(400);

    const followed = await env.auth.follow(verifyLinkOf(toCurrent));
    expect(followed.status).toBe(303);
    expect(followed.location.split('#')[0]).toBe(`${env.product.config.PUBLIC_URL}/profile/userProfile`);
    expect(followed.fragment.get('type')).toBe('email_change');
    const user = await env.auth.user(followed.fragment.get('access_token')!);
    expect(user.body.email).toBe(moved);
    expect(user.body.identities[0].identity_data.email).toBe(moved);
    expect((await env.auth.signIn(moved)).status).toBe(200);
    expect((await env.auth.signIn(account.email)).status).toBe(400);
    expect((await env.auth.user(account.session.access_token)).status).toBe(403);
    expect((await env.auth.user(elsewhere.access_token)).status).toBe(403);
  });

  it('takes the codes of both mails too, in either order', async () => {
    const account = await env.auth.confirmedAccount();
    const moved = newEmail('coded');
    await updateUser(account.session.access_token, { email: moved });
    const verify = (email: string, token: string) =>
      env.auth.call('POST', '/auth/v1/verify', { type: 'email_change', email, token });
    const first = await verify(account.email, codeOf(await env.mail.latest(account.email, /is moving to/)));
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeUndefined();
    expect(first.body.msg).toMatch(/follow the link we sent to the other address/);
    const second = await verify(moved, codeOf(await env.mail.latest(moved)));
    expect(second.status).toBe(200);
    expect(second.body.user.email).toBe(moved);
  });

  it('cancels a pending email change when the password changes', async () => {
    const account = await env.auth.confirmedAccount();
    const moved = newEmail('stolen');
    await updateUser(account.session.access_token, { email: moved });
    const toNew = await env.mail.latest(moved);
    const toCurrent = await env.mail.latest(account.email, /is moving to/);
    const changed = await updateUser(account.session.access_token, {
      password: NEW_PASSWORD,
      current_password: account.password,
    });
    expect(changed.status).toBe(200);
    expect((await env.auth.follow(verifyLinkOf(toNew))).fragment.get('error_code')).toBe('otp_expired');
    expect((await env.auth.follow(verifyLinkOf(toCurrent))).fragment.get('error_code')).toBe('otp_expired');
    expect((await env.auth.user(account.session.access_token)).body.email).toBe(account.email);
  });

  it('refuses an address that another account has', async () => {
    const one = await env.auth.confirmedAccount();
    const other = await env.auth.confirmedAccount();
    const reply = await updateUser(one.session.access_token, { email: other.email.toUpperCase() });
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toBe('email_exists');
  });
});
