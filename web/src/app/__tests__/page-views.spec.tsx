import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

let fetchMock: MockInstance<typeof fetch>;
/** The page_view calls the app made: where to, how, and what they said. */
const activityCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/user_activity/post_activity'))
    .map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)),
    }));

beforeEach(() => {
  fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response('{"success":true}', { status: 201 }));
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.dataLayer;
});

describe('page views of a signed-in teacher', () => {
  it('are recorded as page_view activities with their token', async () => {
    const token = signIn();
    renderApp('/dashboard?sort=name#recent');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(activityCalls()).toHaveLength(1));
    const call = activityCalls()[0]!;
    expect(call.url).toBe('/api/v1/user_activity/post_activity');
    expect(call.method).toBe('POST');
    expect(call.headers['x-auth-token']).toBe(token);
    expect(call.body).toEqual({
      event_name: 'page_view',
      event_type: 'navigation',
      meta_data: { search: '?sort=name', hash: '#recent' },
      page: '/dashboard',
    });
  });

  it('are recorded again on each navigation', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getAllByRole('link', { name: 'Community' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Community CheckIns' });
    await waitFor(() => expect(activityCalls()).toHaveLength(2));
    expect(activityCalls()[1]!.body.page).toBe('/community/checkins');
  });

  it('are recorded across layouts too (sidebar to top bar)', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getAllByRole('link', { name: 'Profile' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await user.click(screen.getAllByRole('link', { name: 'Community' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community CheckIns' })).toBeVisible();
    await waitFor(() =>
      expect(activityCalls().map((call) => call.body.page)).toEqual([
        '/dashboard',
        '/profile/userProfile',
        '/community/checkins',
      ]),
    );
  });

  it('never get in the way when the call fails', async () => {
    signIn();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not record the page view:', expect.anything()));
  });
});

describe('page views of visitors and students', () => {
  it('are not recorded: there is no token to send', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(activityCalls()).toHaveLength(0);
  });

  it('are not recorded for a redirected navigation either', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(activityCalls()).toHaveLength(0);
  });
});

describe('the analytics data layer', () => {
  it('gets a page view only with analytics consent', async () => {
    renderApp('/pricing?plan=school');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(window.dataLayer ?? []).not.toContainEqual(expect.objectContaining({ event: 'page_view' }));
  });

  it('gets the page path when analytics were accepted', async () => {
    localStorage.setItem('cookieConsent', 'true');
    renderApp('/pricing?plan=school');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(window.dataLayer).toContainEqual({ event: 'page_view', page_path: '/pricing?plan=school' });
  });

  it("gets nothing from a student's page, even where someone on the device accepted analytics", async () => {
    localStorage.setItem('cookieConsent', 'true');
    renderApp('/session/checkin_complete');
    await screen.findByRole('heading', { level: 1 });
    expect(window.dataLayer ?? []).not.toContainEqual(expect.objectContaining({ event: 'page_view' }));
  });
});
