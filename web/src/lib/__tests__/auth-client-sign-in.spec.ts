import { describe, expect, it, vi } from 'vitest';
import { makeSession, storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { fail, ok } from '../../test/scripted-transport';
import { ApiError, authedCall } from '../api-client';
import { replaceAuthClient } from '../auth';
import { AUTH_STORAGE_KEY, authStatus, signOutReason } from '../auth-session';

const h = useAuthHarness();
const nowS = () => Math.floor(Date.now() / 1000);

/** A mail link's fragment, as the auth server writes it. */
function mailLink(parts: Record<string, string | number>) {
  return `#${new URLSearchParams(Object.entries(parts).map(([k, v]) => [k, String(v)]))}`;
}
function linkFor(session = makeSession(), type = 'signup') {
  return mailLink({
    access_token: session.access_token,
    expires_in: 3600,
    expires_at: nowS() + 3600,
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}

describe('a session arriving in the address (a mail link)', () => {
  it.each(['signup', 'magiclink', 'invite', 'email_change'])(
    'signs the teacher in from a %s link, says which link it was, and cleans the address',
    async (type) => {
      const session = makeSession();
      h.server.on(ROUTES.user, ok(session.user));
      const { client, events, started } = h.start(linkFor(session, type));
      expect(await started).toEqual({ error: null });
      expect(h.server.callsTo(ROUTES.user)[0]!.headers).toMatchObject({
        authorization: `Bearer ${session.access_token}`,
      });
      expect(storedSession()).toMatchObject({ access_token: session.access_token, user: { id: session.user!.id } });
      expect(client.urlResult).toEqual({ kind: 'session', type });
      expect(events).toContain('SIGNED_IN');
      expect(h.cleanUrl).toHaveBeenCalled();
    },
  );

  it('says PASSWORD_RECOVERY, not SIGNED_IN, for a password reset link', async () => {
    const session = makeSession();
    h.server.on(ROUTES.user, ok(session.user));
    const { events, started, client } = h.start(linkFor(session, 'recovery'));
    await started;
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(events).not.toContain('SIGNED_IN');
    expect(client.urlResult).toEqual({ kind: 'session', type: 'recovery' });
  });

  it.each(['access_token', 'refresh_token'])(
    'is refused without %s: "No session defined in URL", and nothing is stored',
    async (missing) => {
      const parts: Record<string, string | number> = {
        access_token: makeSession().access_token,
        expires_in: 3600,
        refresh_token: 'r',
        token_type: 'bearer',
      };
      delete parts[missing];
      const { client, started } = h.start(mailLink(parts));
      const { error } = await started;
      expect(error?.message).toBe('No session defined in URL');
      expect(client.urlResult.kind).toBe('error');
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
      expect(h.server.callsTo(ROUTES.user)).toHaveLength(0);
      expect(h.cleanUrl).toHaveBeenCalled();
    },
  );

  it('surfaces an error in the fragment as the error, with its code', async () => {
    const hash = mailLink({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Link expired' });
    const { started, client } = h.start(hash);
    const { error } = await started;
    expect(error).toMatchObject({ message: 'Link expired', code: 'otp_expired' });
    expect(client.urlResult.kind).toBe('error');
    expect(h.cleanUrl).toHaveBeenCalled();
  });

  it('surfaces a link the server no longer knows as the error, and signs nobody in', async () => {
    h.server.on(ROUTES.user, fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'));
    const { started, client } = h.start(linkFor());
    const { error } = await started;
    expect(error).toMatchObject({ code: 'session_not_found', status: 403 }); // read as "your session has ended"
    expect(client.urlResult.kind).toBe('error');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('refusals, as the pages read them', () => {
  it('keep how long to wait before trying again (Retry-After)', async () => {
    h.server.on(ROUTES.signIn, fail(429, 'over_request_rate_limit', 'Too many requests', 42));
    const { client, started } = h.start();
    await started;
    await expect(client.signInWithPassword({ email: 'ada@school.example', password: 'x' })).rejects.toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      details: { retryAfterSeconds: 42 },
    });
  });

  it("keep each field's message", async () => {
    const errors = [{ field: 'password', message: 'Use at least 12 characters.' }];
    h.server.on(ROUTES.signUp, { status: 422, body: { code: 422, error_code: 'weak_password', msg: 'Weak', errors } });
    const { client, started } = h.start();
    await started;
    await expect(client.signUp({ email: 'ada@school.example', password: 'short' })).rejects.toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Weak',
      details: { fields: errors },
    });
  });

  it('are "no answer" (status 0, worth retrying) when the server cannot be reached', async () => {
    h.server.on(ROUTES.recover, 'network');
    const { client, started } = h.start();
    await started;
    const refusal = client.resetPasswordForEmail('ada@school.example');
    await expect(refusal).rejects.toMatchObject({ status: 0, retryable: true });
  });
});

describe('signing out', () => {
  it('resets the stores, says it was asked for, and tells the server', async () => {
    const session = makeSession();
    storeSession(session);
    h.server.on(ROUTES.logoutLocal, ok(undefined, 204));
    const resetStores = vi.fn();
    const { client, events, started } = h.start('', { resetStores });
    await started;
    expect(await client.signOut({ scope: 'local' })).toEqual({ error: null });
    expect(resetStores).toHaveBeenCalledTimes(1);
    expect(h.server.callsTo(ROUTES.logoutLocal)[0]!.headers).toMatchObject({
      authorization: `Bearer ${session.access_token}`,
    });
    expect(signOutReason()).toBe('requested');
    expect(events.at(-1)).toBe('SIGNED_OUT');
  });

  it.each([
    ['the server fails', fail(500, 'unexpected_failure', 'Database down'), 'Database down'],
    ['the server cannot be reached', 'network' as const, 'Failed to fetch'],
  ])('signs out here all the same when %s, and says so', async (_, reply, message) => {
    storeSession(makeSession());
    h.server.on(ROUTES.logoutGlobal, reply);
    const resetStores = vi.fn();
    const { client, started } = h.start('', { resetStores });
    await started;
    const { error } = await client.signOut();
    expect(error?.message).toContain(message);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(resetStores).toHaveBeenCalledTimes(1);
    expect(signOutReason()).toBe('requested');
    expect(authStatus()).toBe('signed-out');
    await expect(client.getAccessToken()).rejects.toThrow('No token found');
  });
});

describe('API calls as the teacher', () => {
  it('fail with "No token found" when nobody is signed in, without being sent', async () => {
    const { client, started } = h.start();
    replaceAuthClient(client);
    await started;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const call = authedCall('/profile/getProfileForUser/', { fallbackMessage: 'There was a problem' });
    await expect(call).rejects.toEqual(new ApiError(401, 'No token found'));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('need a session to change the user: "Auth session missing!"', async () => {
    const { client, started } = h.start();
    await started;
    await expect(client.updateUser({ password: 'a new long password' })).rejects.toThrow('Auth session missing!');
  });
});
