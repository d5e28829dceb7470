import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, claimsOf, mailProductForFile } from '../../test/accounts.js';
import { type ProviderAccount, TestBrowser, TestIdentityProvider } from '../../test/identity-provider.js';
import { s256 } from './flow-states.js';

/** The web app's address: the provider sends browsers there, and the test browser hands those to the API. */
const PUBLIC_URL = 'http://checkin.test';
const CALLBACK = `${PUBLIC_URL}/auth/v1/callback`;
const SSO = { client_id: 'checkin-sso', client_secret: 'sso-secret', redirect_uri: CALLBACK };
const GOOGLE = { client_id: 'checkin-google', client_secret: 'google-secret', redirect_uri: CALLBACK };

let idp: TestIdentityProvider;
beforeAll(async () => {
  idp = await TestIdentityProvider.start([SSO, GOOGLE]);
});
// A function: the provider's issuer is known only once the hook above has started it.
const env = mailProductForFile(() => ({
  PUBLIC_URL,
  OIDC_ISSUER: idp.issuer,
  OIDC_CLIENT_ID: SSO.client_id,
  OIDC_CLIENT_SECRET: SSO.client_secret,
  OIDC_PROVIDER_NAME: 'District sign-in',
  OIDC_DOMAINS: 'district.test',
  GOOGLE_ISSUER: idp.issuer,
  GOOGLE_CLIENT_ID: GOOGLE.client_id,
  GOOGLE_CLIENT_SECRET: GOOGLE.client_secret,
}));
afterAll(async () => {
  await idp?.stop();
});

const browser = () => new TestBrowser(PUBLIC_URL, env.product.baseUrl);
const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
const person = (extra: Partial<ProviderAccount> = {}) =>
  idp.add({
    email: `sso-${randomUUID()}@district.test`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...extra,
  });

/** Signs in through a provider as a browser does, from the web app's button to its landing page. */
async function signInWith(
  provider: string,
  account: ProviderAccount,
  query: Record<string, string> = {},
  using = browser(),
): Promise<URL> {
  const params = new URLSearchParams({ provider, redirect_to: `${PUBLIC_URL}/dashboard`, ...query });
  return using.visit(`${PUBLIC_URL}/auth/v1/authorize?${params}`, account.sub);
}

/** The session a landing page received in its fragment, checked. */
function sessionOf(landing: URL) {
  const fragment = fragmentOf(landing);
  expect(fragment.get('error_description')).toBeNull();
  expect(fragment.get('token_type')).toBe('bearer');
  return { access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! };
}

async function userOf(accessToken: string) {
  const reply = await env.auth.user(accessToken);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('GET /auth/v1/settings', () => {
  it('offers email and each provider set by env', async () => {
    const reply = await env.auth.call('GET', '/auth/v1/settings');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      external: { email: true, google: true, oidc: true },
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'oidc', name: 'District sign-in' },
      ],
      mfa: { totp: true },
      disable_signup: false,
    });
  });
});

describe('signing in through a provider', () => {
  it('makes a confirmed teacher with the identity, and gives the session in the fragment', async () => {
    const account = person();
    const landing = await signInWith('oidc', account);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/dashboard`);
    expect(fragmentOf(landing).get('type')).toBe('oauth');
    const session = sessionOf(landing);
    expect(claimsOf(session.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'oauth' }] });
    const user = await userOf(session.access_token);
    expect(user).toMatchObject({
      email: account.email,
      email_confirmed_at: expect.any(String),
      user_metadata: { first_name: 'Grace', last_name: 'Hopper' },
      app_metadata: { provider: 'oidc', providers: ['oidc'] },
      identities: [
        {
          identity_id: expect.any(String),
          id: account.sub,
          provider: 'oidc',
          email: account.email,
          identity_data: { sub: account.sub, email: account.email, email_verified: true, name: 'Grace Hopper' },
          last_sign_in_at: expect.any(String),
        },
      ],
    });
    const rows = await env.product.db.query(`SELECT role, password_hash FROM users WHERE id = $1`, [user.id]);
    expect(rows[0]).toEqual({ role: 'teacher', password_hash: null });
  });

  it('finds the same user on the next sign-in, and takes a full name apart', async () => {
    const account = person({ given_name: undefined, family_name: undefined, name: 'Katherine Coleman Johnson' });
    const first = await userOf(sessionOf(await signInWith('google', account)).access_token);
    expect(first.user_metadata).toEqual({ first_name: 'Katherine', last_name: 'Coleman Johnson' });
    expect(first.identities[0].identity_data.name).toBe('Katherine Coleman Johnson');
    const again = await userOf(sessionOf(await signInWith('google', account)).access_token);
    expect(again.id).toBe(first.id);
    expect(again.identities).toHaveLength(1);
  });

  it('with a PKCE challenge: redirects with a code that grant_type=pkce exchanges once, for its verifier only', async () => {
    const account = person();
    const verifier = randomBytes(32).toString('base64url');
    const landing = await signInWith('oidc', account, {
      redirect_to: `${PUBLIC_URL}/login?next=reports`,
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    });
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('next')).toBe('reports');
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    const exchange = (body: object) => env.auth.call('POST', '/auth/v1/token?grant_type=pkce', body);

    const session = await exchange({ auth_code: code, code_verifier: verifier });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ token_type: 'bearer', user: { email: account.email } });
    const again = await exchange({ auth_code: code, code_verifier: verifier });
    expect(again.status).toBe(404);
    expect(again.body.error_code).toBe('flow_state_not_found');

    // As the web app asks: its sign-in page, with where to go after in the query; the code is added after it.
    const back = await signInWith('oidc', account, {
      redirect_to: `${PUBLIC_URL}/login?redirectTo=%2Fprofile%2FuserProfile%3Ftab%3Dlinked`,
      code_challenge: s256(verifier),
    });
    const backCode = back.searchParams.get('code')!;
    expect(`${back.pathname}${back.search}`).toBe(
      `/login?redirectTo=%2Fprofile%2FuserProfile%3Ftab%3Dlinked&code=${backCode}`,
    );

    const other = await signInWith('oidc', account, { code_challenge: s256(verifier) });
    const wrong = await exchange({ auth_code: other.searchParams.get('code'), code_verifier: 'x'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe('bad_code_verifier');
  });

  it('refuses a plain PKCE challenge', async () => {
    const reply = await env.auth.call(
      'GET',
      `/auth/v1/authorize?provider=oidc&code_challenge=${'a'.repeat(43)}&code_challenge_method=plain`,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('bad_code_challenge');
  });

  it('joins the account of a verified address; an unverified one is refused', async () => {
    const owner = await env.auth.confirmedAccount();
    const verified = await userOf(sessionOf(await signInWith('oidc', person({ email: owner.email }))).access_token);
    expect(verified.id).toBe(owner.id);
    expect(verified.identities.map((i: { provider: string }) => i.provider)).toEqual(['email', 'oidc']);
    expect((await env.auth.signIn(owner.email)).status).toBe(200);

    const other = await env.auth.confirmedAccount();
    const landing = await signInWith('oidc', person({ email: other.email, email_verified: false }));
    expect(Object.fromEntries(fragmentOf(landing))).toMatchObject({
      error: 'access_denied',
      error_code: 'email_exists',
    });
  });

  it('claims an unconfirmed account for the verified owner of its address: its password stops working', async () => {
    const email = `unconfirmed-${randomUUID()}@district.test`;
    expect((await env.auth.signup(email)).status).toBe(200);
    const user = await userOf(sessionOf(await signInWith('oidc', person({ email }))).access_token);
    expect(user.identities.map((i: { provider: string }) => i.provider)).toEqual(['oidc']);
    expect((await env.auth.signIn(email)).status).toBe(400);
  });

  it('signs a user whose account requires a second factor in at aal1, as a password does', async () => {
    const account = person();
    const first = await userOf(sessionOf(await signInWith('oidc', account)).access_token);
    const orgs = await env.product.db.query(
      `INSERT INTO organizations (name, max_users, require_second_factor) VALUES ('Strict', 10, true) RETURNING id`,
    );
    await env.product.db.query(`UPDATE users SET organization_id = $2 WHERE id = $1`, [first.id, orgs[0].id]);
    const session = sessionOf(await signInWith('oidc', account));
    expect(claimsOf(session.access_token)).toMatchObject({ aal: 'aal1', app_metadata: { aal_required: 'aal2' } });
  });

  it('keeps redirects in the web app: a foreign redirect_to lands on the dashboard', async () => {
    const landing = await signInWith('oidc', person(), { redirect_to: 'https://evil.test/steal' });
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/dashboard`);
    sessionOf(landing);
  });

  it('refuses a state used before, and an unknown one', async () => {
    const using = browser();
    const landing = await signInWith('oidc', person(), { redirect_to: `${PUBLIC_URL}/profile/userProfile` }, using);
    sessionOf(landing);
    const callback = using.visited.find((url) => url.pathname === '/auth/v1/callback')!;
    const replay = await env.auth.follow(callback.href);
    expect(replay.status).toBe(302);
    expect(replay.location.split('#')[0]).toBe(`${PUBLIC_URL}/profile/userProfile`);
    expect(replay.fragment.get('error_code')).toBe('bad_oauth_state');
    expect(replay.fragment.get('access_token')).toBeNull();

    const unknown = await env.auth.follow(`${PUBLIC_URL}/auth/v1/callback?code=x&state=made-up`);
    expect(unknown.location.split('#')[0]).toBe(`${PUBLIC_URL}/login`);
    expect(unknown.fragment.get('error_code')).toBe('bad_oauth_state');
  });

  it('sends a refusal at the provider back to the page in the fragment', async () => {
    const flow = await fetch(`${env.product.baseUrl}/auth/v1/authorize?provider=oidc`, { redirect: 'manual' });
    expect(flow.status).toBe(302);
    const state = new URL(flow.headers.get('location')!).searchParams.get('state');
    const denied = await env.auth.follow(`${PUBLIC_URL}/auth/v1/callback?error=access_denied&state=${state}`);
    expect(denied.location.split('#')[0]).toBe(`${PUBLIC_URL}/dashboard`);
    expect(denied.fragment.get('error_code')).toBe('bad_oauth_callback');
  });

  it('answers 400 for a provider that is not set up', async () => {
    const reply = await env.auth.call('GET', '/auth/v1/authorize?provider=github');
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('Unsupported provider: provider is not enabled');
  });
});

describe('POST /auth/v1/sso', () => {
  it('answers the address of the generic provider, by its id or a domain it serves', async () => {
    for (const body of [{ provider_id: 'oidc' }, { domain: 'District.test' }]) {
      const reply = await env.auth.call('POST', '/auth/v1/sso', body);
      expect(reply.status).toBe(200);
      const url = new URL(reply.body.url);
      expect(url.origin).toBe(idp.issuer);
      expect(url.searchParams.get('client_id')).toBe(SSO.client_id);
      expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    }
    for (const body of [{ domain: 'elsewhere.test' }, { provider_id: 'google' }]) {
      const reply = await env.auth.call('POST', '/auth/v1/sso', body);
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('sso_provider_not_found');
    }
  });
});

describe('linking and unlinking identities', () => {
  it('links the identity of the provider the signed-in user goes to', async () => {
    const owner = await env.auth.confirmedAccount();
    const link = await env.auth.call(
      'GET',
      `/auth/v1/user/identities/authorize?provider=google&redirect_to=${encodeURIComponent(`${PUBLIC_URL}/profile/userProfile`)}`,
      undefined,
      owner.session.access_token,
    );
    expect(link.status).toBe(200);
    expect(new URL(link.body.url).origin).toBe(idp.issuer);
    const account = person({ email: `other-address-${randomUUID()}@gmail.test` });
    const landing = await browser().visit(link.body.url, account.sub);
    expect(landing.pathname).toBe('/profile/userProfile');
    const user = await userOf(sessionOf(landing).access_token);
    expect(user.id).toBe(owner.id);
    expect(user.email).toBe(owner.email);
    expect(user.identities.map((i: { provider: string }) => i.provider)).toEqual(['email', 'google']);
  });

  it("refuses to link another user's identity, and needs a signed-in user", async () => {
    const account = person();
    await signInWith('google', account);
    const owner = await env.auth.confirmedAccount();
    const link = await env.auth.call(
      'GET',
      `/auth/v1/user/identities/authorize?provider=google&redirect_to=${encodeURIComponent(`${PUBLIC_URL}/profile/userProfile`)}`,
      undefined,
      owner.session.access_token,
    );
    const landing = await browser().visit(link.body.url, account.sub);
    // The profile page shows the fragment's error_description under its linked accounts.
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${PUBLIC_URL}/profile/userProfile`);
    expect(Object.fromEntries(fragmentOf(landing))).toEqual({
      error: 'access_denied',
      error_code: 'identity_already_exists',
      error_description: 'Identity is already linked to another user',
    });
    expect((await env.auth.call('GET', '/auth/v1/user/identities/authorize?provider=google')).status).toBe(401);
  });

  it('unlinks an identity, never the last one, and only the user’s own', async () => {
    const owner = await env.auth.confirmedAccount();
    await signInWith('oidc', person({ email: owner.email }));
    const token = owner.session.access_token;
    const before = await userOf(token);
    const byProvider = (p: string) => before.identities.find((i: { provider: string }) => i.provider === p);

    const stranger = await env.auth.confirmedAccount();
    const foreign = await env.auth.call(
      'DELETE',
      `/auth/v1/user/identities/${byProvider('oidc').identity_id}`,
      undefined,
      stranger.session.access_token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('identity_not_found');

    const unlinked = await env.auth.call(
      'DELETE',
      `/auth/v1/user/identities/${byProvider('oidc').identity_id}`,
      {},
      token,
    );
    expect(unlinked.status).toBe(200);
    expect((await userOf(token)).identities.map((i: { provider: string }) => i.provider)).toEqual(['email']);

    const last = await env.auth.call(
      'DELETE',
      `/auth/v1/user/identities/${byProvider('email').identity_id}`,
      {},
      token,
    );
    expect(last.status).toBe(422);
    expect(last.body).toMatchObject({
      error_code: 'single_identity_not_deletable',
      msg: 'User must have at least 1 identity after unlinking',
    });
  });
});

describe('a password for an account made through a provider', () => {
  it('is set with PUT /auth/v1/user, adds the email identity, and signs in', async () => {
    const account = person();
    const session = sessionOf(await signInWith('oidc', account));
    const update = await env.auth.call('PUT', '/auth/v1/user', { password: GOOD_PASSWORD }, session.access_token);
    expect(update.status).toBe(200);
    expect(update.body.identities.map((i: { provider: string }) => i.provider).sort()).toEqual(['email', 'oidc']);
    const signIn = await env.auth.signIn(account.email!);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.email).toBe(account.email);
  });
});

describe('POST /auth/v1/token?grant_type=id_token', () => {
  /** An ID token from the provider itself, through its code flow, as a client's own sign-in button gets one. */
  async function idTokenFromProvider(account: ProviderAccount, nonce: string): Promise<string> {
    const config = await oidc.discovery(
      new URL(idp.issuer),
      SSO.client_id,
      undefined,
      oidc.ClientSecretBasic(SSO.client_secret),
      { execute: [oidc.allowInsecureRequests] },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const back = await browser().visit(url.href, account.sub, (u) => u.href.startsWith(CALLBACK));
    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    return tokens.id_token!;
  }

  const grant = (body: object) => env.auth.call('POST', '/auth/v1/token?grant_type=id_token', body);
  const minted = (claims: object, key = idp.signingKey) =>
    jwt.sign({ iss: idp.issuer, aud: SSO.client_id, ...claims }, key, { algorithm: 'RS256', keyid: idp.kid });

  it('signs in with an ID token of the provider, as its callback would', async () => {
    const account = person();
    const nonce = oidc.randomNonce();
    const idToken = await idTokenFromProvider(account, nonce);
    const reply = await grant({ provider: 'oidc', id_token: idToken, nonce });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      email: account.email,
      identities: [{ provider: 'oidc', id: account.sub }],
    });
    const callback = await userOf(sessionOf(await signInWith('oidc', account)).access_token);
    expect(callback.id).toBe(reply.body.user.id);

    const noNonce = await grant({ provider: 'oidc', id_token: idToken });
    expect(noNonce.status).toBe(400);
    expect(noNonce.body.error_code).toBe('bad_jwt');
    expect((await grant({ provider: 'google', id_token: idToken, nonce })).body.error_code).toBe('bad_jwt');
  });

  it('refuses a forged token and an expired one', async () => {
    const account = person();
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: account.sub, email: account.email, email_verified: true };
    const valid = await grant({ provider: 'oidc', id_token: minted({ ...claims, iat: now, exp: now + 300 }) });
    expect(valid.status).toBe(200);

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await grant({
      provider: 'oidc',
      id_token: minted({ ...claims, iat: now, exp: now + 300 }, privateKey),
    });
    const expired = await grant({
      provider: 'oidc',
      id_token: minted({ ...claims, iat: now - 7200, exp: now - 3600 }),
    });
    const unsigned = await grant({
      provider: 'oidc',
      id_token: jwt.sign({ ...claims, iss: idp.issuer }, '', { algorithm: 'none' }),
    });
    for (const reply of [forged, expired, unsigned]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error_code).toBe('bad_jwt');
    }
    const unknown = await grant({ provider: 'github', id_token: 'x' });
    expect(unknown.body.error_code).toBe('provider_disabled');
  });
});
