import { beforeEach, describe, expect, it } from 'vitest';
import { type Reply, mailProductForFile, newEmail, startWithMail } from '../../test/accounts.js';
import { inOneWindow } from '../../test/rate-windows.js';

const env = mailProductForFile({
  TRUST_PROXY: 'true',
  RATE_LIMIT_SIGNUP: '3,2/3600',
  RATE_LIMIT_TOKEN: '3,2/3600',
  RATE_LIMIT_REFRESH: '2/3600',
  RATE_LIMIT_OTP: '3,2/3600',
  RATE_LIMIT_VERIFY: '3,2/3600',
  RATE_LIMIT_RECOVER: '3,2/3600',
  RATE_LIMIT_RESEND: '3,2/3600',
});
beforeEach(() => inOneWindow(3600));

let n = 0;
const email = () => newEmail('limited');
/** A client address of its own, each time: X-Forwarded-For is trusted here (TRUST_PROXY). */
const ip = () => `10.${n % 250}.${Math.floor(Math.random() * 250)}.${++n % 250}`;

type Call = (email: string, ip: string) => Promise<Reply>;

/** What each call answers below its limits. */
const UNLIMITED_STATUS: Record<string, number> = {
  signup: 200,
  token: 400,
  otp: 200,
  verify: 403,
  recover: 200,
  'resend-verification': 200,
};

const CALLS: Record<string, Call> = {
  signup: (e, from) =>
    env.auth.call('POST', '/auth/v1/signup', { email: e, password: 'a good long passphrase' }, undefined, xff(from)),
  token: (e, from) =>
    env.auth.call('POST', '/auth/v1/token?grant_type=password', { email: e, password: 'wrong' }, undefined, xff(from)),
  otp: (e, from) => env.auth.call('POST', '/auth/v1/otp', { email: e }, undefined, xff(from)),
  verify: (e, from) =>
    env.auth.call('POST', '/auth/v1/verify', { type: 'email', email: e, token: '000000' }, undefined, xff(from)),
  recover: (e, from) => env.auth.call('POST', '/auth/v1/recover', { email: e }, undefined, xff(from)),
  'resend-verification': (e, from) =>
    env.auth.call('POST', '/api/v1/auth/resend-verification', { email: e }, undefined, xff(from)),
};
const xff = (from: string) => ({ 'x-forwarded-for': from });

function expectLimited(reply: Reply, path: string): void {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  if (path === 'resend-verification') {
    expect(reply.body).toMatchObject({ statusCode: 429, errorMessage: expect.stringMatching(/^Too many requests/) });
  } else {
    expect(reply.body).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
  }
}

describe.each(Object.keys(CALLS))('%s', (name) => {
  const call = CALLS[name]!;
  const ok = UNLIMITED_STATUS[name];

  it('limits each address: 429 with Retry-After past the limit', async () => {
    const from = ip();
    for (let i = 0; i < 3; i++) expect((await call(email(), from)).status).toBe(ok);
    expectLimited(await call(email(), from), name);
    expect((await call(email(), ip())).status).toBe(ok);
  });
});

// Password sign-ins are limited per account and address pair instead: see token/guessing.int.spec.ts.
describe.each(Object.keys(CALLS).filter((name) => name !== 'token'))('%s', (name) => {
  const call = CALLS[name]!;
  const ok = UNLIMITED_STATUS[name];

  it('limits each account, whatever the address', async () => {
    const account = email();
    for (let i = 0; i < 2; i++) expect((await call(account, ip())).status).toBe(ok);
    expectLimited(await call(account.toUpperCase(), ip()), name);
    expect((await call(email(), ip())).status).toBe(ok);
  });
});

describe('an address and an account', () => {
  it('a request refused for its address is not counted against its account', async () => {
    const from = ip();
    for (let i = 0; i < 3; i++) expect((await CALLS.signup!(email(), from)).status).toBe(200);
    const account = email();
    expectLimited(await CALLS.signup!(account, from), 'signup');
    // The account's limit is 2: had the refused request counted, the second of these would be refused.
    expect((await CALLS.signup!(account, ip())).status).toBe(200);
    expect((await CALLS.signup!(account, ip())).status).toBe(200);
    expectLimited(await CALLS.signup!(account, ip()), 'signup');
  });
});

describe('refresh_token', () => {
  it('limits each address', async () => {
    const from = ip();
    const refresh = () =>
      env.auth.call('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'x' }, undefined, xff(from));
    expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(400);
    expectLimited(await refresh(), 'refresh');
  });
});

describe('pkce and id_token', () => {
  it('count against the same per-address limit as password sign-ins', async () => {
    const from = ip();
    const pkce = () =>
      env.auth.call(
        'POST',
        '/auth/v1/token?grant_type=pkce',
        { auth_code: 'no-such-code', code_verifier: 'v'.repeat(43) },
        undefined,
        xff(from),
      );
    const idToken = () =>
      env.auth.call(
        'POST',
        '/auth/v1/token?grant_type=id_token',
        { provider: 'oidc', id_token: 'x.y.z' },
        undefined,
        xff(from),
      );
    for (const call of [pkce, idToken, pkce]) expect((await call()).status).not.toBe(429);
    expectLimited(await idToken(), 'token');
    expectLimited(await CALLS.token!(email(), from), 'token');
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: the connection address counts', async () => {
    const plain = await startWithMail({ RATE_LIMIT_RECOVER: '2,100/3600' });
    try {
      const recover = (from: string) =>
        plain.auth.call('POST', '/auth/v1/recover', { email: email() }, undefined, xff(from));
      expect((await recover(ip())).status).toBe(200);
      expect((await recover(ip())).status).toBe(200);
      expect((await recover(ip())).status).toBe(429);
    } finally {
      await plain.product.stop();
      await plain.mail.stop();
    }
  });
});
