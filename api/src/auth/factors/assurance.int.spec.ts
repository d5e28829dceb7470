import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, mailProductForFile, newEmail } from '../../test/accounts.js';
import { FactorClient } from '../../test/authenticator.js';
import { verifyLinkOf } from '../../test/mail-catcher.js';

let factors: FactorClient;
const env = mailProductForFile();
beforeAll(() => {
  factors = new FactorClient(env.auth);
});

const INSUFFICIENT = {
  statusCode: 403,
  errorMessage: 'Verify your second factor to continue.',
  error_code: 'insufficient_aal',
};
const profile = (token: string) => env.product.api('GET', '/profile/getProfileForUser/', undefined, token);

function connectError(token: string): Promise<string | null> {
  const socket = env.product.socket(token);
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.disconnect(), resolve(null)));
    socket.once('connect_error', (error) => (socket.disconnect(), resolve(error.message)));
  });
}

describe('an account with a verified factor', () => {
  it('signs in with a password at aal1, and the product answers 403 insufficient_aal until the factor is verified', async () => {
    const account = await env.auth.confirmedAccount();
    const { factorId, authenticator } = await factors.enrolled(account.session.access_token);

    const signedIn = await env.auth.signIn(account.email);
    const token = signedIn.body.access_token;
    expect(claimsOf(token)).toMatchObject({ aal: 'aal1', app_metadata: { aal_required: 'aal2' } });
    expect(signedIn.body.user.app_metadata.aal_required).toBe('aal2');
    expect(await profile(token)).toEqual({ status: 403, body: INSUFFICIENT });
    const instance = await env.product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${factorId}`,
      undefined,
      token,
    );
    expect(instance).toEqual({ status: 403, body: INSUFFICIENT });
    expect(await connectError(token)).toBe('insufficient_aal');

    // What leads to aal2 still answers.
    expect((await env.auth.user(token)).body.factors).toMatchObject([{ id: factorId, status: 'verified' }]);
    expect(await env.product.api('GET', '/auth/check_user_status', undefined, token)).toEqual({
      status: 200,
      body: { success: true },
    });

    const stepped = await factors.stepUp(token, factorId, authenticator);
    expect(stepped.status).toBe(200);
    expect(claimsOf(stepped.body.access_token).aal).toBe('aal2');
    expect((await profile(stepped.body.access_token)).status).toBe(200);
    expect(await connectError(stepped.body.access_token)).toBeNull();
    expect((await env.auth.call('POST', '/auth/v1/logout', undefined, stepped.body.access_token)).status).toBe(204);
  });

  it('may sign out at aal1', async () => {
    const account = await env.auth.confirmedAccount();
    await factors.enrolled(account.session.access_token);
    const { access_token } = (await env.auth.signIn(account.email)).body;
    expect((await env.auth.call('POST', '/auth/v1/logout', undefined, access_token)).status).toBe(204);
    expect((await env.auth.user(access_token)).status).toBe(403);
  });

  it('keeps aal2 through refreshes; the refresh token from before the step-up is spent', async () => {
    const account = await env.auth.confirmedAccount();
    const { session } = await factors.enrolled(account.session.access_token);
    const refreshed = await env.auth.refresh(session.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.access_token)).toMatchObject({
      aal: 'aal2',
      session_id: claimsOf(session.access_token).session_id,
      app_metadata: { aal_required: 'aal2' },
    });
    expect(claimsOf(refreshed.body.access_token).amr.map((m: { method: string }) => m.method)).toContain('totp');
    const again = await env.auth.refresh(refreshed.body.refresh_token);
    expect(claimsOf(again.body.access_token).aal).toBe('aal2');
    expect((await profile(again.body.access_token)).status).toBe(200);

    const spent = await env.auth.refresh(account.session.refresh_token);
    expect(spent.status).toBe(400);
    expect(spent.body.error_code).toBe('refresh_token_already_used');
  });

  it("verifying a new factor ends the user's other sessions that never passed one", async () => {
    const account = await env.auth.confirmedAccount();
    const other = (await env.auth.signIn(account.email)).body;
    const { factorId, authenticator } = await factors.enrolled(account.session.access_token);
    expect((await env.auth.user(other.access_token)).status).toBe(403);
    expect((await env.auth.refresh(other.refresh_token)).status).toBe(400);

    // Signing in again with the factor leaves the user's other sessions be.
    const laptop = (await env.auth.signIn(account.email)).body;
    const phone = (await env.auth.signIn(account.email)).body;
    expect((await factors.stepUp(laptop.access_token, factorId, authenticator)).status).toBe(200);
    expect((await env.auth.user(phone.access_token)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('never gets round the second factor: the recovery session changes the password only at aal2', async () => {
    const account = await env.auth.confirmedAccount();
    const { factorId, authenticator } = await factors.enrolled(account.session.access_token);
    await env.auth.call('POST', '/auth/v1/recover', { email: account.email });
    const followed = await env.auth.follow(
      verifyLinkOf(await env.mail.latest(account.email, /Reset your CheckIn password/)),
    );
    const token = followed.fragment.get('access_token')!;
    expect(claimsOf(token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'recovery' }] });

    const update = (body: unknown, as = token) => env.auth.call('PUT', '/auth/v1/user', body, as);
    const refused = await update({ password: 'a recovered passphrase' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error_code: 'insufficient_aal',
      msg: 'Verify your second factor to continue.',
    });
    expect((await update({ email: newEmail('elsewhere') })).body.error_code).toBe('insufficient_aal');
    expect((await update({ data: { last_name: 'Byron' } })).status).toBe(200);
    expect((await env.auth.signIn(account.email, 'a recovered passphrase')).status).toBe(400);

    const stepped = await factors.stepUp(token, factorId, authenticator);
    expect((await update({ password: 'a recovered passphrase' }, stepped.body.access_token)).status).toBe(200);
    expect((await env.auth.signIn(account.email, 'a recovered passphrase')).status).toBe(200);
  });
});

describe('an organisation that requires a second factor', () => {
  it('holds its members without a factor at aal1 until they enrol one and verify it', async () => {
    const [org] = await env.product.db.query(
      `INSERT INTO organizations (name, max_users, subscription_name, require_second_factor)
       VALUES ('Hill School', 40, 'School plan', true) RETURNING id`,
    );
    const account = await env.auth.confirmedAccount();
    await env.product.db.query(`UPDATE users SET organization_id = $1 WHERE id = $2`, [org.id, account.id]);

    const signedIn = (await env.auth.signIn(account.email)).body;
    expect(signedIn.user).toMatchObject({ factors: [], app_metadata: { aal_required: 'aal2' } });
    expect(claimsOf(signedIn.access_token).app_metadata.aal_required).toBe('aal2');
    expect(await profile(signedIn.access_token)).toEqual({ status: 403, body: INSUFFICIENT });

    const { session } = await factors.enrolled(signedIn.access_token);
    expect(claimsOf(session.access_token).aal).toBe('aal2');
    expect(await profile(session.access_token)).toMatchObject({
      status: 200,
      body: {
        data: {
          organization: { name: 'Hill School', id: org.id, max_users: 40 },
          current_subscription: { plan: { name: 'School plan' } },
        },
      },
    });
  });

  it('does not hold the members of an organisation that does not require one', async () => {
    const [org] = await env.product.db.query(
      `INSERT INTO organizations (name, max_users) VALUES ('Vale School', 5) RETURNING id`,
    );
    const account = await env.auth.confirmedAccount();
    await env.product.db.query(`UPDATE users SET organization_id = $1 WHERE id = $2`, [org.id, account.id]);
    const { access_token } = (await env.auth.signIn(account.email)).body;
    expect(claimsOf(access_token).app_metadata.aal_required).toBe('aal1');
    expect((await profile(access_token)).body.data).toMatchObject({
      organization: { name: 'Vale School', id: org.id, max_users: 5 },
      current_subscription: null,
    });
  });
});
