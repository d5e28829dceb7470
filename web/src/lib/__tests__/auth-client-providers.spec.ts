import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { EMAIL_IDENTITY, GOOGLE_IDENTITY, MFA_ROUTES, mfaSession } from '../../test/mfa-fixtures';
import { fail, ok } from '../../test/scripted-transport';
import { CODE_VERIFIER_KEY, LINKING_KEY, authStatus, hasAuthCode, withoutAuthCodeParams } from '../auth-session';

const h = useAuthHarness();
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** A client at an address with the query `search`, as the page reads it when it starts. */
function startAt(search = '', hash = '') {
  return h.start('', {
    url: { hash: () => hash, search: () => search, expectingCode: () => hasAuthCode(search), clean: h.cleanUrl },
  });
}
/** Where the page is sent: the provider's client leaves with window.location.assign. */
function watchLeaving() {
  const assign = vi.fn();
  const { origin } = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin, assign });
  return assign;
}
const keepVerifier = (verifier: string) => localStorage.setItem(CODE_VERIFIER_KEY, JSON.stringify(verifier));

describe('signing in with an identity provider', () => {
  it('leaves for /auth/v1/authorize with the S256 challenge of a verifier kept for the way back', async () => {
    const assign = watchLeaving();
    const { client, started } = startAt();
    await started;
    const { url } = await client.signInWithOAuth({ provider: 'google', redirectTo: 'http://localhost/login' });
    const verifier = JSON.parse(localStorage.getItem(CODE_VERIFIER_KEY)!) as string;
    expect(assign).toHaveBeenCalledWith(url);
    const sent = new URL(url, 'http://localhost');
    expect(sent.pathname).toBe('/auth/v1/authorize');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      provider: 'google',
      redirect_to: 'http://localhost/login',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 's256', // the API takes the method's name in either case
    });
    expect(hasAuthCode('?code=abc')).toBe(true); // the way back is expected
  });

  it('exchanges the ?code= it comes back with at start-up, signs in, and cleans the address', async () => {
    keepVerifier('the-verifier');
    const session = mfaSession();
    h.server.on(MFA_ROUTES.pkce, ok(session));
    const { client, started, events } = startAt('?redirectTo=%2Fdashboard&code=abc');
    expect(await started).toEqual({ error: null });
    expect(h.server.callsTo(MFA_ROUTES.pkce)[0]!.body).toEqual({ auth_code: 'abc', code_verifier: 'the-verifier' });
    expect(storedSession()?.access_token).toBe(session.access_token);
    expect(client.urlResult).toEqual({ kind: 'session', type: 'pkce' });
    expect(events).toContain('SIGNED_IN');
    expect(localStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
    expect(h.cleanUrl).toHaveBeenCalled();
    expect(authStatus()).toBe('signed-in');
  });

  it('reads an error the provider came back with, and signs nobody in', async () => {
    keepVerifier('the-verifier');
    const { client, started } = startAt('?error=access_denied&error_description=The+user+cancelled');
    const { error } = await started;
    expect(error).toMatchObject({ message: 'The user cancelled', code: 'access_denied' });
    expect(client.urlResult.kind).toBe('error');
    expect(h.server.callsTo(MFA_ROUTES.pkce)).toHaveLength(0);
    expect(h.cleanUrl).toHaveBeenCalled();
  });

  it('reads the error the API sends in the fragment (a refusal at the callback), and exchanges nothing', async () => {
    keepVerifier('the-verifier');
    const fragment = '#error=access_denied&error_code=provider_email_needed&error_description=No+address';
    const { client, started } = startAt('?redirectTo=%2Fdashboard', fragment);
    expect(await started).toEqual({ error: expect.objectContaining({ message: 'No address' }) });
    expect(client.urlResult).toMatchObject({ kind: 'error', error: { code: 'provider_email_needed' } });
    expect(h.server.callsTo(MFA_ROUTES.pkce)).toHaveLength(0);
    expect(h.cleanUrl).toHaveBeenCalled();
  });

  it('surfaces a refused code (expired, or already used) as the error', async () => {
    keepVerifier('the-verifier');
    h.server.on(MFA_ROUTES.pkce, fail(400, 'flow_state_not_found', 'invalid flow state, no valid flow state found'));
    const { started } = startAt('?code=old');
    expect((await started).error).toMatchObject({ code: 'flow_state_not_found', status: 400 });
    expect(storedSession()).toBeNull();
  });

  it('leaves a ?code= alone when this browser started no provider sign-in', async () => {
    expect(hasAuthCode('?code=abc')).toBe(false);
    const { client, started } = startAt('?code=abc');
    await started;
    expect(h.server.calls.filter((call) => call.route !== ROUTES.status)).toEqual([]);
    expect(client.urlResult).toEqual({ kind: 'none' });
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

  it('are not kept when the server cannot give them, so the next read asks again', async () => {
    const settings = { external: { email: true, google: true }, providers: [{ id: 'google', name: 'Google' }] };
    h.server.on(MFA_ROUTES.settings, fail(404, 'not_found'), 'network', ok(settings));
    const { client, started } = startAt();
    await started;
    await expect(client.getSettings()).rejects.toThrow('Auth settings unavailable (404)');
    await expect(client.getSettings()).rejects.toThrow('Failed to fetch');
    expect((await client.getSettings()).providers).toEqual([{ id: 'google', name: 'Google' }]);
    await client.getSettings();
    expect(h.server.callsTo(MFA_ROUTES.settings)).toHaveLength(3);
  });
});

describe('linked identities', () => {
  it('are read from the account, and one is unlinked by its id', async () => {
    const session = mfaSession({ identities: [EMAIL_IDENTITY, GOOGLE_IDENTITY] });
    storeSession(session);
    h.server.on(ROUTES.user, ok(session.user)).on(MFA_ROUTES.unlink(GOOGLE_IDENTITY.identity_id), ok({}));
    const { client, started } = startAt();
    await started;
    expect((await client.getUserIdentities()).identities).toEqual([EMAIL_IDENTITY, GOOGLE_IDENTITY]);
    await client.unlinkIdentity({ identity_id: GOOGLE_IDENTITY.identity_id });
    expect(h.server.callsTo(MFA_ROUTES.unlink(GOOGLE_IDENTITY.identity_id))).toHaveLength(1);
  });

  it('link a provider by leaving for the address the server gives, expecting to come back', async () => {
    storeSession(mfaSession());
    const route = 'GET /auth/v1/user/identities/authorize?provider=google&redirect_to=http%3A%2F%2Flocalhost%2Fprofile';
    h.server.on(route, ok({ url: 'https://accounts.example/authorize?state=s' }));
    const assign = watchLeaving();
    const { client, started } = startAt();
    await started;
    await client.linkIdentity({ provider: 'google', redirectTo: 'http://localhost/profile' });
    expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?state=s');
    expect(sessionStorage.getItem(LINKING_KEY)).toBe('google');
    expect(hasAuthCode('?error=identity_already_exists&error_description=Already+linked')).toBe(true);
  });

  it('explain that the last one cannot be unlinked', async () => {
    const session = mfaSession();
    storeSession(session);
    h.server
      .on(ROUTES.user, ok(session.user))
      .on(
        MFA_ROUTES.unlink(EMAIL_IDENTITY.identity_id),
        fail(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
      );
    const { client, started } = startAt();
    await started;
    await expect(client.unlinkIdentity(EMAIL_IDENTITY)).rejects.toMatchObject({
      code: 'single_identity_not_deletable',
      status: 422,
    });
  });
});
