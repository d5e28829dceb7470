import { describe, expect, it, vi } from 'vitest';
import { fakeJwt, makeSession, storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { fail, ok } from '../../test/scripted-transport';
import { STATUS_CHECK_INTERVAL_MS } from '../auth-client';
import { AUTH_STORAGE_KEY, authStatus, signOutReason } from '../auth-session';

const h = useAuthHarness();

describe('a stored session', () => {
  it("gives its token to the API's calls", async () => {
    const session = makeSession();
    storeSession(session);
    const { client, started } = h.start();
    await started;
    expect(await client.getAccessToken()).toBe(session.access_token);
    expect(authStatus()).toBe('signed-in');
  });

  it('is no token at all when nobody is signed in: "No token found"', async () => {
    const { client, started } = h.start();
    await started;
    await expect(client.getAccessToken()).rejects.toMatchObject({ message: 'No token found', status: 401 });
  });

  it('is not a teacher\'s session when its subject is "student", even unexpired', async () => {
    storeSession({ ...makeSession(), access_token: fakeJwt({ sub: 'student', exp: Date.now() / 1000 + 3600 }) });
    const { client, started } = h.start();
    await started;
    expect(authStatus()).toBe('signed-out');
    await expect(client.getAccessToken()).rejects.toThrow('No token found');
  });

  it('ends as "expired" when it cannot be renewed: the stores are reset and the teacher is told', async () => {
    storeSession(makeSession({ expiresInSeconds: -60 }));
    h.server.on(ROUTES.refresh, fail(400, 'refresh_token_not_found', 'Invalid Refresh Token'));
    const resetStores = vi.fn();
    const { client, events, started } = h.start('', { resetStores });
    await vi.advanceTimersByTimeAsync(1_000);
    await started;
    expect(events).toContain('SIGNED_OUT');
    expect(signOutReason()).toBe('expired');
    expect(resetStores).toHaveBeenCalled();
    expect(client.forcedLogOut).toBe(false);
    await expect(client.getAccessToken()).rejects.toThrow('No token found');
  });
});

describe('another account signing in', () => {
  it("forgets the first account's data, and keeps it when the same account signs in again", async () => {
    storeSession(makeSession());
    const resetStores = vi.fn();
    h.server.on(
      ROUTES.signIn,
      ok(makeSession()),
      ok(makeSession({ sub: '0b5e3c1a-0000-4000-8000-00000000000b', email: 'grace@school.example' })),
    );
    const { client, started } = h.start('', { resetStores });
    await started;
    await client.signInWithPassword({ email: 'ada@school.example', password: 'correct horse' });
    expect(resetStores).not.toHaveBeenCalled();
    await client.signInWithPassword({ email: 'grace@school.example', password: 'battery staple' });
    expect(resetStores).toHaveBeenCalledTimes(1);
    expect(storedSession()?.user?.email).toBe('grace@school.example');
  });
});

describe('several tabs', () => {
  it('signs out here when another tab signs out: their own doing, not an ended session', async () => {
    storeSession(makeSession());
    const resetStores = vi.fn();
    const { events, started } = h.start('', { resetStores });
    await started;
    localStorage.removeItem(AUTH_STORAGE_KEY);
    const otherTab = new BroadcastChannel(AUTH_STORAGE_KEY);
    otherTab.postMessage({ event: 'SIGNED_OUT', session: null });
    otherTab.close();
    await vi.waitFor(() => expect(events).toContain('SIGNED_OUT'));
    expect(signOutReason()).toBe('requested');
    expect(resetStores).toHaveBeenCalledTimes(1);
    expect(authStatus()).toBe('signed-out');
  });
});

describe('the user-status check', () => {
  it('forces a log-out when the server refuses the account, and says why', async () => {
    const session = makeSession();
    storeSession(session);
    h.server.on(ROUTES.status, fail(403, 'forbidden')).on(ROUTES.logoutLocal, ok(undefined, 204));
    const resetStores = vi.fn();
    const { client, events, started } = h.start('', { resetStores });
    await started;
    await vi.waitFor(() => expect(client.forcedLogOut).toBe(true));
    expect(h.server.callsTo(ROUTES.status)[0]!.headers).toMatchObject({ 'x-auth-token': session.access_token });
    expect(signOutReason()).toBe('forced');
    expect(events).toContain('SIGNED_OUT');
    expect(resetStores).toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('takes an answer without the success flag as a refusal', async () => {
    storeSession(makeSession());
    h.server.on(ROUTES.status, ok({ success: false })).on(ROUTES.logoutLocal, ok(undefined, 204));
    const { client, started } = h.start();
    await started;
    expect(await client.checkUserStatus()).toBe('refused');
    expect(client.forcedLogOut).toBe(true);
  });

  it('runs on start and again every few minutes while signed in; no answer is no verdict', async () => {
    storeSession(makeSession({ expiresInSeconds: 3 * 3600 }));
    h.server.on(ROUTES.status, ok({ success: true }), 'network', fail(503, 'unavailable'), fail(401, 'unauthorized'));
    h.server.on(ROUTES.logoutLocal, ok(undefined, 204));
    const { client, started } = h.start();
    await started;
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS); // no answer
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS); // a 503
    expect(h.server.callsTo(ROUTES.status)).toHaveLength(3);
    expect(client.forcedLogOut).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS); // refused
    expect(h.server.callsTo(ROUTES.status)).toHaveLength(4);
    expect(client.forcedLogOut).toBe(true);
  });

  it('is forgotten once the teacher signs in again', async () => {
    storeSession(makeSession());
    h.server
      .on(ROUTES.status, fail(403, 'forbidden'), ok({ success: true }))
      .on(ROUTES.logoutLocal, ok(undefined, 204))
      .on(ROUTES.signIn, ok(makeSession()));
    const { client, started } = h.start();
    await started;
    await vi.waitFor(() => expect(client.forcedLogOut).toBe(true));
    await client.signInWithPassword({ email: 'ada@school.example', password: 'correct horse' });
    expect(client.forcedLogOut).toBe(false);
    expect(signOutReason()).toBeNull();
  });
});
