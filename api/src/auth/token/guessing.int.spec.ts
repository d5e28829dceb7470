import { beforeEach, describe, expect, it } from 'vitest';
import { claimsOf, mailProductForFile, newEmail } from '../../test/accounts.js';
import { FactorClient } from '../../test/authenticator.js';
import { codeOf } from '../../test/mail-catcher.js';
import { inOneWindow } from '../../test/rate-windows.js';

/** X-Forwarded-For is trusted (TRUST_PROXY), so each request may come from an address of its own. */
const env = mailProductForFile({
  TRUST_PROXY: 'true',
  RATE_LIMIT_TOKEN: '100,2/3600',
  RATE_LIMIT_ACCOUNT_GUESSES: '3/3600',
});
beforeEach(() => inOneWindow(3600));

let n = 0;
const ip = () => `10.${n % 250}.${Math.floor(Math.random() * 250)}.${++n % 250}`;
const xff = (from: string) => ({ 'x-forwarded-for': from });
const email = () => newEmail('guessed');

describe('password sign-ins guessed at from many addresses', () => {
  const signIn = (account: string, password: string, from: string) =>
    env.auth.call('POST', '/auth/v1/token?grant_type=password', { email: account, password }, undefined, xff(from));
  /** A confirmed account that signed in once from `home`. */
  async function accountAt(home: string) {
    const account = await env.auth.confirmedAccount(email());
    await env.product.db.query(`UPDATE auth_sessions SET ip = $2 WHERE user_id = $1`, [account.id, home]);
    return account;
  }

  it('limits each account and address pair: guesses from one address do not block another', async () => {
    const account = email();
    const from = ip();
    for (let i = 0; i < 2; i++) expect((await signIn(account, 'wrong', from)).status).toBe(400);
    const limited = await signIn(account.toUpperCase(), 'wrong', from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await signIn(account, 'wrong', ip())).status).toBe(400);
  });

  it('never locks the owner out: their right password still signs in from their own address', async () => {
    const home = ip();
    const account = await accountAt(home);
    for (let i = 0; i < 6; i++) expect((await signIn(account.email, 'wrong guess', ip())).status).toBe(400);
    const owner = await signIn(account.email, account.password, home);
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(account.email);
  });

  it('from a new address, a right password alone does not sign in: the owner is mailed a sign-in code', async () => {
    const account = await accountAt(ip());
    for (let i = 0; i < 3; i++) expect((await signIn(account.email, 'wrong guess', ip())).status).toBe(400);
    const away = await signIn(account.email, account.password, ip());
    expect(away.status).toBe(403);
    expect(away.body).toMatchObject({ error_code: 'sign_in_link_sent' });
    expect(away.body.access_token).toBeUndefined();
    const mail = await env.mail.latest(account.email, /sign-in link/);
    const verified = await env.auth.call('POST', '/auth/v1/verify', {
      type: 'magiclink',
      email: account.email,
      token: codeOf(mail),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe(account.email);
  });

  it('from a new address, a right password passes when a second factor follows', async () => {
    const account = await accountAt(ip());
    await new FactorClient(env.auth).enrolled(account.session.access_token);
    for (let i = 0; i < 3; i++) expect((await signIn(account.email, 'wrong guess', ip())).status).toBe(400);
    const away = await signIn(account.email, account.password, ip());
    expect(away.status).toBe(200);
    expect(claimsOf(away.body.access_token).aal).toBe('aal1');
    expect(away.body.user.factors).toHaveLength(1);
  });
});
