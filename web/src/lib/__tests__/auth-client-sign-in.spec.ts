import { describe, expect, it, vi } from 'vitest';
import { makeSession, storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { fail, ok } from '../../test/scripted-transport';
import { ApiError, authedCall } from '../api-client';
import { replaceAuthClient } from '../auth';
import { AUTH_STORAGE_KEY, authStatus, signOutReason } from '../auth-session';
import { registerStoreReset } from '../store-reset';

const h = useAuthHarness();
const nowS = () => Math.floor(Date.now() / 1000);

/** A mail link's fragment, as the auth server writes it. */
function mailLink(parts: Record<string, string | number>) {
  return `#${new URLSearchParams(Object.entries(parts).map(([k, v]) => [k, String(v)]))}`;
}
function linkFor(session = makeSession(), type = 'signup', issuedSecondsAgo = 0) {
  return mailLink({
    access_token: session.access_token,
    expires_in: 3600,
    expires_at: nowS() - issuedSecondsAgo + 3600,
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}

describe('a session arriving in the address (a mail link)', () => {
  it('signs the teacher in with the user the server knows, and cleans the address', async () => {
    const session = makeSession();
    h.server.on(ROUTES.user, ok(session.user));
    const { events, started } = h.start(linkFor(session));
    expect(await started).toEqual({ error: null });
    expect(h.server.callsTo(ROUTES.user)[0]!.headers).toEqual({ authorization: `Bearer ${session.access_token}` });
    expect(storedSession()).toMatchObject({ access_token: session.access_token, user: { id: session.user!.id } });
    expect(events).toEqual(['SIGNED_IN', 'INITIAL_SESSION']);
    expect(h.cleanUrl).toHaveBeenCalled();
    expect(h.warn).not.toHaveBeenCalled();
  });

  it('says PASSWORD_RECOVERY for a password reset link', async () => {
    const session = makeSession();
    h.server.on(ROUTES.user, ok(session.user));
    const { events, started, client } = h.start(linkFor(session, 'recovery'));
    await started;
    expect(events[0]).toBe('PASSWORD_RECOVERY');
    expect(client.urlResult).toMatchObject({ kind: 'session', type: 'recovery' });
  });

  it.each(['access_token', 'expires_in', 'refresh_token', 'token_type'])(
    'is refused without %s: "No session defined in URL", and nothing is stored',
    async (missing) => {
      const parts: Record<string, string | number> = {
        access_token: makeSession().access_token,
        expires_in: 3600,
        refresh_token: 'r',
        token_type: 'bearer',
      };
      delete parts[missing];
      const { started } = h.start(mailLink(parts));
      const { error } = await started;
      expect(error?.message).toBe('No session defined in URL');
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
      expect(h.server.callsTo(ROUTES.user)).toHaveLength(0);
      expect(h.cleanUrl).toHaveBeenCalled();
    },
  );

  it('warns when the link was issued more than 120 s ago (an old link opened again), and still signs in', async () => {
    const session = makeSession();
    h.server.on(ROUTES.user, ok(session.user));
    const { started } = h.start(linkFor(session, 'magiclink', 121));
    await started;
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining('issued over 120s ago'), expect.anything());
    expect(storedSession()?.access_token).toBe(session.access_token);
  });

  it('does not warn for a link issued 120 s ago or less', async () => {
    h.server.on(ROUTES.user, ok(makeSession().user));
    await h.start(linkFor(makeSession(), 'magiclink', 120)).started;
    expect(h.warn).not.toHaveBeenCalled();
  });

  it('surfaces an error in the fragment as the error, with its code', async () => {
    const hash = mailLink({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Link expired' });
    const { started, client } = h.start(hash);
    const { error } = await started;
    expect(error).toMatchObject({ message: 'Link expired', code: 'otp_expired' });
    expect(client.urlResult.kind).toBe('error');
    expect(h.cleanUrl).toHaveBeenCalled();
  });
});

describe('one-time passwords', () => {
  it('need an email or a phone number', async () => {
    const { client, started } = h.start();
    await started;
    await expect(client.signInWithOtp({})).rejects.toThrow('You must provide either an email or phone number.');
    expect(h.server.callsTo(ROUTES.otp)).toHaveLength(0);
  });

  it('create the user unless told not to, and text by sms by default', async () => {
    h.server.on(ROUTES.otp, ok({}));
    const { client, started } = h.start();
    await started;
    await client.signInWithOtp({ email: 'ada@school.example', options: { shouldCreateUser: false } });
    await client.signInWithOtp({ phone: '+15550100' });
    expect(h.server.callsTo(ROUTES.otp).map((call) => call.body)).toEqual([
      { email: 'ada@school.example', create_user: false },
      { phone: '+15550100', create_user: true, channel: 'sms' },
    ]);
  });

  it('sign in once the 6-digit code is verified', async () => {
    const session = makeSession();
    h.server.on(ROUTES.verify, ok(session));
    const { client, events, started } = h.start();
    await started;
    await client.verifyOtp({ email: 'ada@school.example', token: '123456', type: 'email' });
    expect(h.server.callsTo(ROUTES.verify)[0]!.body).toEqual({
      email: 'ada@school.example',
      token: '123456',
      type: 'email',
    });
    expect(events).toContain('SIGNED_IN');
    expect(authStatus()).toBe('signed-in');
  });
});

describe('signing out', () => {
  it.each([401, 403, 404])('ignores a %i from the server: the session had already ended there', async (status) => {
    storeSession(makeSession());
    h.server.on(ROUTES.logoutGlobal, fail(status, 'session_not_found'));
    const { client, events, started } = h.start();
    await started;
    expect(await client.signOut()).toEqual({ error: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(events.at(-1)).toBe('SIGNED_OUT');
  });

  it('clears the session even when the server fails otherwise, and says so', async () => {
    storeSession(makeSession());
    h.server.on(ROUTES.logoutGlobal, fail(500, 'unexpected_failure', 'Database down'));
    const { client, started } = h.start();
    await started;
    const { error } = await client.signOut();
    expect(error?.message).toBe('Database down');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('resets the organisation, report and session stores', async () => {
    const session = makeSession();
    storeSession(session);
    h.server.on(ROUTES.logoutLocal, ok(undefined, 204));
    const resets = { organisation: vi.fn(), report: vi.fn(), session: vi.fn() };
    const off = Object.entries(resets).map(([name, reset]) => registerStoreReset(name, reset));
    const { client, started } = h.start();
    await started;
    await client.signOut({ scope: 'local' });
    off.forEach((unregister) => unregister());
    for (const reset of Object.values(resets)) expect(reset).toHaveBeenCalledTimes(1);
    expect(h.server.callsTo(ROUTES.logoutLocal)[0]!.headers).toEqual({
      authorization: `Bearer ${session.access_token}`,
    });
    expect(signOutReason()).toBe('requested');
  });
});

describe('the user-status check', () => {
  it('forces a log-out when the server refuses the account', async () => {
    storeSession(makeSession());
    h.server.on(ROUTES.status, fail(403, 'forbidden')).on(ROUTES.logoutLocal, ok(undefined, 204));
    const { client, events, started } = h.start();
    await started;
    await vi.advanceTimersByTimeAsync(0);
    expect(client.forcedLogOut).toBe(true);
    expect(signOutReason()).toBe('forced');
    expect(events).toContain('SIGNED_OUT');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('runs on start and again every few minutes while signed in; no answer is no verdict', async () => {
    storeSession(makeSession({ expiresInSeconds: 3 * 3600 }));
    h.server.on(ROUTES.status, ok({ success: true }), 'network', fail(403, 'forbidden'));
    h.server.on(ROUTES.logoutLocal, ok(undefined, 204));
    const { client, started } = h.start();
    await started;
    await vi.advanceTimersByTimeAsync(5 * 60_000); // second check: no answer
    expect(h.server.callsTo(ROUTES.status)).toHaveLength(2);
    expect(client.getSession()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(5 * 60_000); // third: refused
    expect(h.server.callsTo(ROUTES.status)).toHaveLength(3);
    expect(client.forcedLogOut).toBe(true);
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
