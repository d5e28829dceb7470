import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { EMAIL_IDENTITY, GOOGLE_IDENTITY, MFA_ROUTES, mfaSession } from '../../test/mfa-fixtures';
import { fail, ok } from '../../test/scripted-transport';
import { codeChallengeS256, newCodeVerifier } from '../auth-pkce';
import { NO_PROVIDER_SETTINGS } from '../auth-providers';
import { CODE_VERIFIER_KEY, authStatus, hasAuthCode, withoutAuthCodeParams } from '../auth-session';

const h = useAuthHarness();
afterEach(() => sessionStorage.clear());

/** A client at an address with the query `search`, which records where it was sent. */
function startAt(search = '') {
  const navigate = vi.fn();
  const started = h.start('', { url: { hash: () => '', search: () => search, clean: h.cleanUrl }, navigate });
  return { ...started, navigate };
}

describe('PKCE (RFC 7636)', () => {
  it('makes the S256 challenge of the RFC example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a new 43-character verifier each time, of unreserved characters only', () => {
    const a = newCodeVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCodeVerifier()).not.toBe(a);
  });
});

describe('signing in with an identity provider', () => {
  it('keeps the verifier in this tab and leaves for /auth/v1/authorize with its S256 challenge', async () => {
    const { client, started, navigate } = startAt();
    await started;
    await client.signInWithOAuth({ provider: 'google', redirectTo: 'http://localhost/login' });
    const verifier = sessionStorage.getItem(CODE_VERIFIER_KEY)!;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = new URL(navigate.mock.calls[0]![0] as string, 'http://localhost');
    expect(url.pathname).toBe('/auth/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'google',
      redirect_to: 'http://localhost/login',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the ?code= it comes back with at start-up, signs in, forgets the verifier and cleans the address', async () => {
    sessionStorage.setItem(CODE_VERIFIER_KEY, 'the-verifier');
    const session = mfaSession();
    h.server.on(MFA_ROUTES.pkce, ok(session));
    expect(hasAuthCode('?code=abc')).toBe(true);
    const { started, events } = startAt('?redirectTo=%2Fdashboard&code=abc');
    expect(await started).toEqual({ error: null });
    expect(h.server.callsTo(MFA_ROUTES.pkce)[0]!.body).toEqual({ auth_code: 'abc', code_verifier: 'the-verifier' });
    expect(storedSession()?.access_token).toBe(session.access_token);
    expect(events).toEqual(['SIGNED_IN', 'INITIAL_SESSION']);
    expect(sessionStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
    expect(h.cleanUrl).toHaveBeenCalled();
    expect(h.server.callsTo(ROUTES.user)).toHaveLength(0); // the exchange's reply has the user
    expect(authStatus()).toBe('signed-in');
  });

  it('reads an error the provider came back with, and signs nobody in', async () => {
    sessionStorage.setItem(CODE_VERIFIER_KEY, 'the-verifier');
    const { client, started } = startAt('?error=access_denied&error_description=The+user+cancelled');
    const { error } = await started;
    expect(error).toMatchObject({ message: 'The user cancelled', code: 'access_denied' });
    expect(client.urlResult.kind).toBe('error');
    expect(h.server.callsTo(MFA_ROUTES.pkce)).toHaveLength(0);
    expect(sessionStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
  });

  it('reads the error the API sends in the fragment (a refusal at the callback), and exchanges nothing', async () => {
    sessionStorage.setItem(CODE_VERIFIER_KEY, 'the-verifier');
    const fragment = '#error=access_denied&error_code=provider_email_needed&error_description=No+address';
    const url = { hash: () => fragment, search: () => '?redirectTo=%2Fdashboard', clean: h.cleanUrl };
    const { client, started } = h.start('', { url });
    expect(await started).toEqual({ error: expect.objectContaining({ message: 'No address' }) });
    expect(client.urlResult).toMatchObject({ kind: 'error', error: { code: 'provider_email_needed' } });
    expect(h.server.callsTo(MFA_ROUTES.pkce)).toHaveLength(0);
    expect(h.cleanUrl).toHaveBeenCalled();
  });

  it('surfaces a refused code (expired, or another tab’s) as the error', async () => {
    sessionStorage.setItem(CODE_VERIFIER_KEY, 'the-verifier');
    h.server.on(MFA_ROUTES.pkce, fail(400, 'flow_state_not_found', 'invalid flow state, no valid flow state found'));
    const { started } = startAt('?code=old');
    expect((await started).error?.code).toBe('flow_state_not_found');
    expect(storedSession()).toBeNull();
  });

  it('leaves a ?code= alone when this tab started no provider sign-in', async () => {
    expect(hasAuthCode('?code=abc')).toBe(false);
    const { started } = startAt('?code=abc');
    await started;
    expect(h.server.calls.filter((call) => call.route !== ROUTES.status)).toEqual([]);
    expect(h.cleanUrl).not.toHaveBeenCalled();
  });

  it('drops only what the provider added to the query', () => {
    expect(withoutAuthCodeParams('?redirectTo=%2Fdashboard&code=abc&state=x')).toBe('?redirectTo=%2Fdashboard');
    expect(withoutAuthCodeParams('?error=a&error_description=b')).toBe('');
  });
});

describe('the server’s settings', () => {
  it('are read once', async () => {
    const settings = { external: { email: true, google: true }, providers: [{ id: 'google', name: 'Google' }] };
    h.server.on(MFA_ROUTES.settings, ok({ ...settings, mfa: { totp: true }, disable_signup: false }));
    const { client, started } = startAt();
    await started;
    expect((await client.getSettings()).providers).toEqual([{ id: 'google', name: 'Google' }]);
    await client.getSettings();
    expect(h.server.callsTo(MFA_ROUTES.settings)).toHaveLength(1);
  });

  it('read as "no providers" when the server cannot give them, and are asked again next time', async () => {
    h.server.on(MFA_ROUTES.settings, fail(404, 'not_found'));
    const { client, started } = startAt();
    await started;
    expect(await client.getSettings()).toEqual(NO_PROVIDER_SETTINGS);
    await client.getSettings();
    expect(h.server.callsTo(MFA_ROUTES.settings)).toHaveLength(2);
  });
});

describe('linked identities', () => {
  it('are read from the account, and one is unlinked', async () => {
    const session = mfaSession({ identities: [EMAIL_IDENTITY, GOOGLE_IDENTITY] });
    storeSession(session);
    h.server
      .on(ROUTES.user, ok(session.user), ok({ ...session.user, identities: [EMAIL_IDENTITY] }))
      .on(MFA_ROUTES.unlink(GOOGLE_IDENTITY.identity_id), ok({}));
    const { client, started } = startAt();
    await started;
    expect((await client.getUserIdentities()).identities).toEqual([EMAIL_IDENTITY, GOOGLE_IDENTITY]);
    await client.unlinkIdentity(GOOGLE_IDENTITY);
    expect(h.server.callsTo(MFA_ROUTES.unlink(GOOGLE_IDENTITY.identity_id))).toHaveLength(1);
    expect(storedSession()?.user?.identities).toEqual([EMAIL_IDENTITY]);
  });

  it('link a provider by leaving for the address the server gives', async () => {
    storeSession(mfaSession());
    const route = 'GET /auth/v1/user/identities/authorize?provider=google&redirect_to=http%3A%2F%2Flocalhost%2Fprofile';
    h.server.on(route, ok({ url: 'https://accounts.example/authorize?state=s' }));
    const { client, started, navigate } = startAt();
    await started;
    await client.linkIdentity({ provider: 'google', redirectTo: 'http://localhost/profile' });
    expect(navigate).toHaveBeenCalledWith('https://accounts.example/authorize?state=s');
  });

  it('explain that the last one cannot be unlinked', async () => {
    storeSession(mfaSession());
    h.server.on(
      MFA_ROUTES.unlink(EMAIL_IDENTITY.identity_id),
      fail(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
    );
    const { client, started } = startAt();
    await started;
    await expect(client.unlinkIdentity(EMAIL_IDENTITY)).rejects.toMatchObject({
      code: 'single_identity_not_deletable',
    });
  });
});
