import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';
import { paths } from '../../lib/paths';
import type { PageModule } from '../app-routes';
import { PAGE_MODULES, type PageKey } from '../route-modules';
import { routeOf } from '../route-match';

const page = (title: string) => async (): Promise<PageModule> => ({ default: () => <h1>{title}</h1> });
const skeleton = () => screen.getByRole('status', { name: 'Loading the page' });
/** A page whose code is still on its way. */
const arriving = () => new Promise<PageModule>(() => {});

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"success":true}', { status: 201 }));
});
afterEach(() => {
  vi.restoreAllMocks();
  document.title = 'CheckIn';
});

describe('the tab title', () => {
  it('names each page before the product, and follows the teacher from page to page', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/dashboard', { loaders: { dashboard: page('Dashboard'), overallReport: page('Reports') } });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard - CheckIn'));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Reports' }));
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await waitFor(() => expect(document.title).toBe('Reports - CheckIn'));
  });

  it('is set on the public pages too', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in - CheckIn'));
  });

  it.each([['/no-such-page'], ['/assessment_report/session_report/42']])(
    'says the page was not found at %s, not what the address looked like',
    async (path) => {
      signIn();
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
      await waitFor(() => expect(document.title).toBe('Page not found - CheckIn'));
    },
  );

  it('is named, and differently, for every route of the route table', () => {
    const titles = Object.values(PAGE_MODULES).map((spec) => spec.title);
    expect(titles.every((title) => title.trim().length > 0 && !title.includes('CheckIn -'))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('a signed-in page on its way', () => {
  beforeEach(() => {
    signIn();
  });

  it('shows the shell and its navigation at once, and the page outlined in grey', async () => {
    renderApp('/community/checkins', { loaders: { communityCheckins: arriving } });
    // Before the shell's own code is here: its outline, never a bare "Loading…".
    expect(screen.getByRole('status', { name: 'Loading the page' })).toHaveTextContent('CheckIn');
    expect(screen.queryByText('Loading…')).toBeNull();
    await waitFor(() => expect(skeleton()).toHaveAttribute('data-skeleton', 'cards'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toHaveTextContent('CheckIn');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('outlines a report as a report, and a form page as a form', async () => {
    const first = renderApp('/assessment_report/overall_report', { loaders: { overallReport: arriving } });
    await waitFor(() => expect(skeleton()).toHaveAttribute('data-skeleton', 'report'));
    first.unmount();
    renderApp('/profile/userProfile', { loaders: { userProfile: arriving } });
    await waitFor(() => expect(skeleton()).toHaveAttribute('data-skeleton', 'form'));
  });
});

describe('routeOf', () => {
  it.each<[string, PageKey | null]>([
    ['/dashboard', 'dashboard'],
    ['/assessment_report/overall_report', 'overallReport'],
    ['/assessment_report/session_report/9b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f', 'sessionReport'],
    ['/assessment_report/9b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f', 'templateReport'],
    ['/policy/privacy/cookies', 'policy'],
    ['/nowhere', null],
  ])('finds the route of %s as the router does', (path, key) => {
    expect(routeOf(path)).toBe(key);
    if (key) expect(paths[key]).toBeDefined();
  });
});
