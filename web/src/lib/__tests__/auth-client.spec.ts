import { describe, expect, it, vi } from 'vitest';
import { fakeJwt, makeSession, storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { fail, heldReply, ok } from '../../test/scripted-transport';
import type { AuthEvent } from '../auth-events';
import { AUTH_STORAGE_KEY, authStatus, isAuthenticated, signOutReason } from '../auth-session';
import { registerStoreReset } from '../store-reset';

const REFRESH = ROUTES.refresh;
const h = useAuthHarness();
const startClient = (...args: Parameters<typeof h.start>) => h.start(...args);

describe('a stored session', () => {
  it('signs the teacher in when it has an access token, a refresh token and an expiry', async () => {
    const session = makeSession();
    storeSession(session);
    const { client, events, started } = startClient();
    await started;
    expect(client.getSession()?.access_token).toBe(session.access_token);
    expect(isAuthenticated()).toBe(true);
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('is no session when a part is missing: nothing to refresh, nothing to check', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a', expires_at: 1 }));
    const { client, started } = startClient();
    await started;
    expect(client.getSession()).toBeNull();
    expect(h.server.calls).toEqual([]);
    await expect(client.getAccessToken()).rejects.toThrow('No token found');
  });

  it('is not a teacher\'s session when its subject is "student", even unexpired', async () => {
    storeSession({ ...makeSession(), access_token: fakeJwt({ sub: 'student', session_id: 's' }) });
    const { client, started } = startClient();
    await started;
    expect(client.getSession()).toBeNull();
    expect(authStatus()).toBe('signed-out');
    await expect(client.getAccessToken()).rejects.toThrow('No token found');
  });
});

describe('refreshing', () => {
  it('renews an expired session on start, before anything is allowed through', async () => {
    storeSession(makeSession({ expiresInSeconds: -60 }));
    const renewed = makeSession();
    h.server.on(REFRESH, ok(renewed));
    const { client, events, started } = startClient();
    expect(authStatus()).toBe('starting');
    await started;
    expect(h.server.callsTo(REFRESH)[0]!.body).toEqual({ refresh_token: expect.stringMatching(/^refresh-/) });
    expect(client.getSession()?.access_token).toBe(renewed.access_token);
    expect(events).toEqual(['TOKEN_REFRESHED', 'INITIAL_SESSION']);
    expect(authStatus()).toBe('signed-in');
  });

  it('renews on the 30 s tick once less than 90 s are left, not before', async () => {
    const session = makeSession({ expiresInSeconds: 150 });
    storeSession(session);
    h.server.on(REFRESH, ok(makeSession()));
    const { events, started } = startClient();
    await started;
    await vi.advanceTimersByTimeAsync(30_000); // 120 s left
    await vi.advanceTimersByTimeAsync(30_000); // 90 s left
    expect(h.server.callsTo(REFRESH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(30_000); // 60 s left
    expect(h.server.callsTo(REFRESH)).toHaveLength(1);
    expect(events).toContain('TOKEN_REFRESHED');
    expect(storedSession()?.access_token).not.toBe(session.access_token);
  });

  it('retries after 200, 400 and 800 ms on 502, 503, 504 and network failures', async () => {
    storeSession(makeSession({ expiresInSeconds: -1 }));
    h.server.on(
      REFRESH,
      fail(503, 'unavailable'),
      'network',
      fail(502, 'bad_gateway'),
      fail(504, 'timeout'),
      ok(makeSession()),
    );
    const { client, started } = startClient();
    await vi.advanceTimersByTimeAsync(5_000);
    await started;
    const times = h.server.callsTo(REFRESH).map((call) => call.at);
    expect(times.slice(1).map((at, i) => at - times[i]!)).toEqual([200, 400, 800, 1600]);
    expect(client.getSession()).not.toBeNull();
  });

  it('keeps the session through retryable failures, and gives up within one tick', async () => {
    storeSession(makeSession({ expiresInSeconds: 60 }));
    h.server.on(REFRESH, 'network');
    const { client, events, started } = startClient();
    await vi.advanceTimersByTimeAsync(29_000);
    await started;
    // 200 + 400 + … + 12 800 ms of waiting: 8 tries, the 9th would start after the next tick.
    expect(h.server.callsTo(REFRESH)).toHaveLength(8);
    expect(client.getSession()).not.toBeNull();
    expect(events).not.toContain('SIGNED_OUT');
    expect(h.warn).toHaveBeenCalledWith('Could not renew the session:', expect.anything());
  });

  it.each([
    [400, 'refresh_token_not_found'],
    [400, 'refresh_token_already_used'],
    [401, 'session_not_found'],
    [429, 'over_request_rate_limit'],
    [500, 'unexpected_failure'],
  ])('does not retry a %i %s: the session is removed and the teacher signed out', async (status, code) => {
    storeSession(makeSession({ expiresInSeconds: -1 }));
    h.server.on(REFRESH, fail(status, code));
    const reset = vi.fn();
    const unregister = registerStoreReset('report', reset);
    const { client, events, started } = startClient();
    await vi.advanceTimersByTimeAsync(1_000);
    await started;
    unregister();
    expect(h.server.callsTo(REFRESH)).toHaveLength(1);
    expect(events).toEqual(['SIGNED_OUT', 'INITIAL_SESSION']);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(client.getSession()).toBeNull();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(signOutReason()).toBe('expired');
  });

  it('runs one refresh at a time: callers meanwhile share it', async () => {
    storeSession(makeSession({ expiresInSeconds: 200 }));
    const { started, client } = startClient();
    await started;
    vi.setSystemTime(Date.now() + 150_000); // 50 s left
    const renewed = makeSession();
    const held = heldReply(ok(renewed));
    h.server.on(REFRESH, held.reply);
    const tokens = Promise.all([client.getAccessToken(), client.getAccessToken(), client.refreshSession()]);
    await vi.advanceTimersByTimeAsync(0);
    held.release();
    const [a, b, c] = await tokens;
    expect(h.server.callsTo(REFRESH)).toHaveLength(1);
    expect([a, b, c.access_token]).toEqual([renewed.access_token, renewed.access_token, renewed.access_token]);
  });
});

describe('several tabs', () => {
  it('takes the session another tab stored when its own refresh token was already used there', async () => {
    storeSession(makeSession({ expiresInSeconds: -1 }));
    const fromOtherTab = makeSession();
    h.server.on(REFRESH, () => {
      storeSession(fromOtherTab); // the other tab won the race with the same single-use token
      return fail(400, 'refresh_token_already_used');
    });
    const { client, events, started } = startClient();
    await started;
    expect(client.getSession()?.access_token).toBe(fromOtherTab.access_token);
    expect(events).not.toContain('SIGNED_OUT');
    expect(events).toContain('TOKEN_REFRESHED');
  });

  it('does not spend its refresh token when another tab already stored a fresh session', async () => {
    const old = makeSession({ expiresInSeconds: 200 });
    storeSession(old);
    const { client, started } = startClient('', {
      // Waiting for the lock, as behind another tab's refresh; that tab stores its session meanwhile.
      lock: async (_name, run) => {
        storeSession(makeSession());
        return run();
      },
    });
    await started;
    vi.setSystemTime(Date.now() + 150_000);
    const token = await client.getAccessToken();
    expect(h.server.callsTo(REFRESH)).toHaveLength(0);
    expect(token).not.toBe(old.access_token);
  });

  it('hears another tab sign in, refresh, and sign out (storage events)', async () => {
    const reset = vi.fn();
    const unregister = registerStoreReset('session', reset);
    const { events, started } = startClient();
    await started;
    const other = (value: string | null) => {
      if (value === null) localStorage.removeItem(AUTH_STORAGE_KEY);
      else localStorage.setItem(AUTH_STORAGE_KEY, value);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: value }));
    };
    other(JSON.stringify(makeSession()));
    other(JSON.stringify(makeSession()));
    other(null);
    unregister();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe('listeners', () => {
  it('hear INITIAL_SESSION once started, then every change, until they unsubscribe', async () => {
    storeSession(makeSession());
    h.server.on('POST /auth/v1/logout?scope=global', ok(undefined, 204));
    const { client, started } = startClient();
    await started;
    const heard: Array<[AuthEvent, boolean]> = [];
    const off = client.onAuthStateChange((event, session) => heard.push([event, session !== null]));
    await vi.advanceTimersByTimeAsync(0);
    await client.signOut();
    off();
    h.server.on('POST /auth/v1/token?grant_type=password', ok(makeSession()));
    await client.signInWithPassword({ email: 'ada@school.example', password: 'correct horse' });
    expect(heard).toEqual([
      ['INITIAL_SESSION', true],
      ['SIGNED_OUT', false],
    ]);
  });
});
