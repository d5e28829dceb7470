import { beforeAll, describe, expect, it } from 'vitest';
import { type Reply, claimsOf, mailProductForFile } from '../../test/accounts.js';
import { FactorClient, TestAuthenticator } from '../../test/authenticator.js';
import { inOneWindow } from '../../test/rate-windows.js';

let factors: FactorClient;
// Client addresses come from X-Forwarded-For here, so that each test stays under the per-address limit.
const LIMIT_WINDOW_S = 60;
const env = mailProductForFile({ TRUST_PROXY: 'true', RATE_LIMIT_FACTOR_VERIFY: `8,5/${LIMIT_WINDOW_S}` });
beforeAll(() => {
  factors = new FactorClient(env.auth, ip);
});

let n = 0;
const ip = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++n / 250)}.${n % 250}` });
const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

function expectError(reply: Reply, status: number, errorCode: string, message?: string): void {
  expect(reply.status).toBe(status);
  expect(reply.body.error_code).toBe(errorCode);
  if (message) expect(reply.body.msg).toBe(message);
}

describe('POST /auth/v1/factors', () => {
  it('enrols an unverified TOTP factor: QR code, base32 secret and otpauth URI; the secret is stored sealed', async () => {
    const { session } = await env.auth.confirmedAccount();
    const reply = await factors.enroll(session.access_token, { factor_type: 'totp', friendly_name: 'My phone' });
    expect(reply.status).toBe(200);
    const { id, type, friendly_name, totp } = reply.body;
    expect({ type, friendly_name }).toEqual({ type: 'totp', friendly_name: 'My phone' });
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    // SVG markup, as the hosted provider sends it; with no '#', which would end the data URL its client makes of it.
    expect(totp.qr_code).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(totp.qr_code).not.toContain('#');
    const uri = new URL(totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/CheckIn:${session.user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: totp.secret, issuer: 'CheckIn', digits: '6' });

    const stored = await env.product.db.query(`SELECT * FROM auth_factors WHERE id = $1`, [id]);
    expect(stored[0]).toMatchObject({ status: 'unverified', factor_type: 'totp', last_used_step: null });
    expect(stored[0].secret_encrypted).not.toContain(totp.secret);
    const user = await env.auth.user(session.access_token);
    expect(user.body.factors).toEqual([
      {
        id,
        friendly_name: 'My phone',
        factor_type: 'totp',
        status: 'unverified',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(user.body.app_metadata.aal_required).toBe('aal1');
  });

  it('names factors "Authenticator app", then "Authenticator app 2"; a name taken is refused with 422', async () => {
    const { session } = await env.auth.confirmedAccount();
    expect((await factors.enroll(session.access_token)).body.friendly_name).toBe('Authenticator app');
    expect((await factors.enroll(session.access_token)).body.friendly_name).toBe('Authenticator app 2');
    const taken = await factors.enroll(session.access_token, {
      factor_type: 'totp',
      friendly_name: 'Authenticator app',
    });
    expectError(
      taken,
      422,
      'mfa_factor_name_conflict',
      'You already have a factor with this name: choose another name.',
    );
    expectError(await factors.enroll(session.access_token, { factor_type: 'sms' }), 400, 'validation_failed');
  });

  it('refuses an eleventh unverified factor', async () => {
    const { session } = await env.auth.confirmedAccount();
    for (let i = 0; i < 10; i++) expect((await factors.enroll(session.access_token)).status).toBe(200);
    expectError(await factors.enroll(session.access_token), 422, 'too_many_enrolled_mfa_factors');
  });

  it('needs a signed-in user', async () => {
    expect((await env.auth.call('POST', '/auth/v1/factors', { factor_type: 'totp' })).status).toBe(401);
  });
});

describe('POST /auth/v1/factors/{id}/challenge and /verify', () => {
  it('verifies the factor and raises the session to aal2 with a new pair of tokens', async () => {
    const account = await env.auth.confirmedAccount();
    const token = account.session.access_token;
    const enrolled = await factors.enroll(token);
    const challenge = await factors.challenge(token, enrolled.body.id);
    expect(challenge.status).toBe(200);
    expect(challenge.body).toEqual({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    expect(challenge.body.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(challenge.body.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);

    const code = await new TestAuthenticator(enrolled.body.totp.secret).code();
    const reply = await factors.verify(token, enrolled.body.id, challenge.body.id, code);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    expect(reply.body.refresh_token).not.toBe(account.session.refresh_token);
    const claims = claimsOf(reply.body.access_token);
    expect(claims).toMatchObject({
      sub: account.id,
      aal: 'aal2',
      session_id: claimsOf(token).session_id,
      app_metadata: { provider: 'email', aal_required: 'aal2' },
    });
    expect(claims.amr.map((m: { method: string }) => m.method)).toEqual(['password', 'totp']);
    expect(reply.body.user.app_metadata.aal_required).toBe('aal2');
    expect(reply.body.user.factors).toMatchObject([{ id: enrolled.body.id, status: 'verified' }]);
    const session = await env.product.db.query(`SELECT aal FROM auth_sessions WHERE id = $1`, [claims.session_id]);
    expect(session[0].aal).toBe('aal2');
    const used = await env.product.db.query(`SELECT verified_at FROM auth_mfa_challenges WHERE id = $1`, [
      challenge.body.id,
    ]);
    expect(used[0].verified_at).toBeInstanceOf(Date);
    expect((await env.auth.user(reply.body.access_token)).body.factors[0].status).toBe('verified');
  });

  it('answers 422 to a wrong code and leaves the challenge open for the right one', async () => {
    const { session } = await env.auth.confirmedAccount();
    const enrolled = await factors.enroll(session.access_token);
    const authenticator = new TestAuthenticator(enrolled.body.totp.secret);
    const challenge = await factors.challenge(session.access_token, enrolled.body.id);
    const wrong = await factors.verify(
      session.access_token,
      enrolled.body.id,
      challenge.body.id,
      authenticator.wrongCode(),
    );
    expectError(wrong, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    const code = await authenticator.code();
    expect((await factors.verify(session.access_token, enrolled.body.id, challenge.body.id, code)).status).toBe(200);
  });

  it('refuses a code used before, on a new challenge too', async () => {
    const { session } = await env.auth.confirmedAccount();
    const enrolled = await factors.enroll(session.access_token);
    const code = await new TestAuthenticator(enrolled.body.totp.secret).code();
    const first = await factors.challenge(session.access_token, enrolled.body.id);
    expect((await factors.verify(session.access_token, enrolled.body.id, first.body.id, code)).status).toBe(200);
    const second = await factors.challenge(session.access_token, enrolled.body.id);
    const replay = await factors.verify(session.access_token, enrolled.body.id, second.body.id, code);
    expectError(replay, 422, 'mfa_verification_failed');
    expect(replay.body.msg).toMatch(/already used/);
  });

  it('refuses an expired challenge and a used one', async () => {
    const { session } = await env.auth.confirmedAccount();
    const token = session.access_token;
    const enrolled = await factors.enroll(token);
    const authenticator = new TestAuthenticator(enrolled.body.totp.secret);
    const old = await factors.challenge(token, enrolled.body.id);
    await env.product.db.query(
      `UPDATE auth_mfa_challenges SET created_at = now() - interval '301 seconds' WHERE id = $1`,
      [old.body.id],
    );
    const code = await authenticator.code();
    const expired = await factors.verify(token, enrolled.body.id, old.body.id, code);
    expectError(expired, 422, 'mfa_challenge_expired');
    expectError(await factors.verify(token, enrolled.body.id, 'not-a-challenge', code), 422, 'mfa_challenge_expired');

    const fresh = await factors.challenge(token, enrolled.body.id);
    expect((await factors.verify(token, enrolled.body.id, fresh.body.id, code)).status).toBe(200);
    const again = await factors.verify(token, enrolled.body.id, fresh.body.id, await authenticator.code());
    expectError(again, 422, 'mfa_challenge_expired');
  });

  it("answers 404 for another user's factor and for an unknown one", async () => {
    const owner = await env.auth.confirmedAccount();
    const other = await env.auth.confirmedAccount();
    const enrolled = await factors.enroll(owner.session.access_token);
    const challenge = await factors.challenge(owner.session.access_token, enrolled.body.id);
    const token = other.session.access_token;
    for (const id of [enrolled.body.id, UNKNOWN_ID, 'not-a-uuid']) {
      expectError(await factors.challenge(token, id), 404, 'mfa_factor_not_found');
      expectError(await factors.verify(token, id, challenge.body.id, '123456'), 404, 'mfa_factor_not_found');
      expectError(await factors.unenroll(token, id), 404, 'mfa_factor_not_found');
    }
  });

  it('limits verifications per user and per address: 429 with Retry-After', async () => {
    const { session } = await env.auth.confirmedAccount();
    const enrolled = await factors.enroll(session.access_token);
    const challenge = await factors.challenge(session.access_token, enrolled.body.id);
    const wrong = new TestAuthenticator(enrolled.body.totp.secret).wrongCode();
    const attempt = (headers = ip()) =>
      factors.verify(session.access_token, enrolled.body.id, challenge.body.id, wrong, headers);
    await inOneWindow(LIMIT_WINDOW_S);
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(422);
    const limited = await attempt();
    expectError(limited, 429, 'over_request_rate_limit');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(LIMIT_WINDOW_S);

    const from = ip();
    /** Someone else's wrong code, from the same address: enrolled and challenged now, sent when called. */
    const someonesAttempt = async () => {
      const { session: someone } = await env.auth.confirmedAccount();
      const factor = await factors.enroll(someone.access_token);
      const open = await factors.challenge(someone.access_token, factor.body.id);
      const code = new TestAuthenticator(factor.body.totp.secret).wrongCode();
      return () => factors.verify(someone.access_token, factor.body.id, open.body.id, code, from);
    };
    const attempts = [];
    for (let i = 0; i < 9; i++) attempts.push(await someonesAttempt());
    await inOneWindow(LIMIT_WINDOW_S);
    for (const send of attempts.slice(0, 8)) expect((await send()).status).toBe(422);
    expectError(await attempts[8]!(), 429, 'over_request_rate_limit');
  });
});

describe('DELETE /auth/v1/factors/{id}', () => {
  it('removes an unverified factor at aal1, a verified one only at aal2', async () => {
    const account = await env.auth.confirmedAccount();
    const pending = await factors.enroll(account.session.access_token);
    expect(await factors.unenroll(account.session.access_token, pending.body.id)).toMatchObject({
      status: 200,
      body: { id: pending.body.id },
    });

    const { factorId, authenticator, session: aal2 } = await factors.enrolled(account.session.access_token);
    const aal1 = (await env.auth.signIn(account.email)).body;
    const refused = await factors.unenroll(aal1.access_token, factorId);
    expectError(refused, 403, 'insufficient_aal', 'Verify your second factor to continue.');
    expectError(await factors.enroll(aal1.access_token), 403, 'insufficient_aal');

    const stepped = await factors.stepUp(aal1.access_token, factorId, authenticator);
    expect(stepped.status).toBe(200);
    expect((await factors.enroll(stepped.body.access_token)).status).toBe(200);
    expect(await factors.unenroll(aal2.access_token, factorId)).toMatchObject({ status: 200, body: { id: factorId } });
    const after = (await env.auth.signIn(account.email)).body;
    expect(claimsOf(after.access_token).app_metadata.aal_required).toBe('aal1');
    expect(after.user.factors.map((f: { status: string }) => f.status)).toEqual(['unverified']);
  });
});
