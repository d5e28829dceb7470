import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../lib/auth-session';
import { registerStoreReset } from '../../lib/store-reset';
import { makeSession, storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, installAuthServer } from '../../test/auth-harness';
import { renderApp } from '../../test/render-app';
import { fail, ok } from '../../test/scripted-transport';

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });
const loaders = { dashboard: page('Dashboard') };

let fetchMock: MockInstance<typeof fetch>;
const pageViews = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/user_activity/post_activity'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { page: string; meta_data: { hash: string } });

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a sign-in link from the mail (magic link)', () => {
  it('signs the teacher in on the dashboard, and the tokens go nowhere: not the address, not the page view', async () => {
    const session = makeSession();
    const at = Math.floor(Date.now() / 1000);
    const path = `/dashboard#access_token=${session.access_token}&expires_in=3600&expires_at=${at + 3600}&refresh_token=${session.refresh_token}&token_type=bearer&type=magiclink`;
    window.history.replaceState(null, '', path);
    installAuthServer((server) => server.on(ROUTES.user, ok(session.user)));
    const view = renderApp(path, { loaders });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/dashboard');
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page: '/dashboard', meta_data: { hash: '' } });
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain(session.refresh_token);
  });
});

describe('a teacher whose stored session has expired', () => {
  it('gets the page they opened once the session is renewed, not the sign-in page', async () => {
    storeSession(makeSession({ expiresInSeconds: -30 }));
    const renewed = makeSession();
    installAuthServer((server) => server.on(ROUTES.refresh, ok(renewed)));
    const view = renderApp('/dashboard', { loaders });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/dashboard');
    expect(storedSession()?.access_token).toBe(renewed.access_token);
  });

  it('is sent to sign in, told why, when the session cannot be renewed', async () => {
    storeSession(makeSession({ expiresInSeconds: -30 }));
    installAuthServer((server) => server.on(ROUTES.refresh, fail(400, 'refresh_token_not_found')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderApp('/dashboard', { loaders });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(view.location()).toBe('/login?redirectTo=%2Fdashboard');
  });
});

describe('a signed-in teacher', () => {
  it('is signed out, and told so, when the user-status check refuses the account', async () => {
    storeSession(makeSession());
    installAuthServer((server) => server.on(ROUTES.status, fail(403, 'forbidden')).on(ROUTES.logoutLocal, ok()));
    renderApp('/dashboard', { loaders });
    expect(await screen.findByText(/You have been signed out: this account can't be used at the moment/)).toBeVisible();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('signs out from the account menu: the session and their stores go, and sign-in starts afresh', async () => {
    storeSession(makeSession());
    const server = installAuthServer((s) => s.on(ROUTES.logoutLocal, ok(undefined, 204)));
    const reset = vi.fn();
    const unregister = registerStoreReset('organisation', reset);
    const user = userEvent.setup();
    const view = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    unregister();
    expect(view.location()).toBe('/login');
    expect(server.callsTo(ROUTES.logoutLocal)).toHaveLength(1);
    expect(reset).toHaveBeenCalled();
    expect(storedSession()).toBeNull();
  });

  it('names the account menu with the words it shows: its name, not the initials drawn in the avatar', async () => {
    storeSession(makeSession());
    installAuthServer();
    renderApp('/dashboard', { loaders });
    const menu = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(menu.textContent?.trim()).toBe('Ada Lovelace');
    expect(menu.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
  });

  it('is signed out here too when they sign out in another tab', async () => {
    storeSession(makeSession());
    installAuthServer();
    const view = renderApp('/dashboard', { loaders });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The other tab forgets the session, then tells the others on the channel named after where it is kept.
    localStorage.removeItem(AUTH_STORAGE_KEY);
    const otherTab = new BroadcastChannel(AUTH_STORAGE_KEY);
    otherTab.postMessage({ event: 'SIGNED_OUT', session: null });
    otherTab.close();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(view.location()).toBe('/login'); // their own doing: no "session has ended", no place to go back to
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });
});
