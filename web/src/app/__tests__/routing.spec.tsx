import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';
import { paths } from '../../lib/paths';
import { PAGE_MODULES, type PageKey } from '../route-modules';
import { pageLoader } from '../app-routes';

const SESSION_ID = '9b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

async function expectNotFound() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect(screen.getByText('Error 404')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
}

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"success":true}', { status: 201 }));
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('every route of the route table', () => {
  it.each(Object.keys(paths) as PageKey[])('%s has a page module', (key) => {
    expect(() => pageLoader(key), PAGE_MODULES[key].module).not.toThrow();
  });
});

describe('a visitor', () => {
  it('sees the home page with the product, its pitch and the ways in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'CheckIn' })).toBeVisible();
    expect(screen.getByText(/let educators quickly see what students actually understand/)).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('opening a teacher page is sent to sign in, which will bring them back', async () => {
    const dashboard = vi.fn(page('Dashboard'));
    const view = renderApp('/assessment_report/overall_report?tab=2', { loaders: { overallReport: dashboard } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(view.location()).toBe('/login?redirectTo=%2Fassessment_report%2Foverall_report%3Ftab%3D2');
    expect(dashboard).not.toHaveBeenCalled(); // a refused page is not even downloaded
  });

  it("with a student's token in storage is still signed out", async () => {
    localStorage.setItem(
      'checkin.auth',
      JSON.stringify({ access_token: 'x.eyJzdWIiOiJzdHVkZW50In0.y', refresh_token: 'r', expires_at: 9999999999 }),
    );
    const view = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(view.location()).toBe('/login?redirectTo=%2Fdashboard');
  });

  it('reads the privacy and cookie policies, and gets a 404 for any other policy', async () => {
    renderApp('/policy/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(screen.getByText(/Page views of signed-in teachers/)).toBeVisible();
  });

  it('gets a 404 for a policy that does not exist', async () => {
    renderApp('/policy/terms-of-everything');
    await expectNotFound();
  });

  it('gets a 404 for an unknown address under a public prefix', async () => {
    renderApp('/auth/no-such-step');
    await expectNotFound();
  });
});

describe('a student', () => {
  it('opens their session link without an account, in the student layout', async () => {
    renderApp(`/session/${SESSION_ID}`, { loaders: { studentSession: page('Your check-in') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your check-in' })).toBeVisible();
    expect(within(screen.getByRole('banner')).queryByRole('link')).toBeNull(); // no navigation away
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie Preferences' })).toBeVisible();
  });

  it('gets a 404 for a session link whose id is not a UUID, without downloading the check-in', async () => {
    const checkin = vi.fn(page('Your check-in'));
    renderApp('/session/not-a-session', { loaders: { studentSession: checkin } });
    await expectNotFound();
    expect(checkin).not.toHaveBeenCalled();
  });

  it('gets a 404 for a results link or a report link with a bad id', async () => {
    renderApp('/assessment_instance/student/12345');
    await expectNotFound();
  });

  it("gets the page's own 404 when the page module refuses the parameters", async () => {
    renderApp(`/session/${SESSION_ID}`, {
      loaders: { studentSession: async () => ({ default: () => <h1>Never</h1>, validate: () => false }) },
    });
    await expectNotFound();
  });
});

describe('a signed-in teacher', () => {
  beforeEach(() => {
    signIn();
  });

  it('opening /login lands on the dashboard, in the sidebar layout', async () => {
    const view = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Community', 'Reports', 'Profile']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("downloads a page's code once, however often they come back to it", async () => {
    const dashboard = vi.fn(page('Dashboard'));
    const user = userEvent.setup();
    renderApp('/dashboard', { loaders: { dashboard } });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('link', { name: 'Reports' }));
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(dashboard).toHaveBeenCalledTimes(1);
  });

  it('gets a 404 for an unknown address', async () => {
    renderApp('/no-such-page');
    await expectNotFound();
  });

  it('gets a 404 for a report of an id that is not a UUID', async () => {
    renderApp('/assessment_report/session_report/42');
    await expectNotFound();
  });

  it('sees the profile page in the top-bar layout', async () => {
    renderApp('/profile/userProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('a page whose code cannot be downloaded (a deploy replaced it)', () => {
  const stale = () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/pricing-old.js'));

  it('reloads the page once, and shows the server error page if it fails again within 10 s', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderApp('/pricing', { loaders: { pricing: stale } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Updating CheckIn…' })).toBeVisible();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    // The reloaded page fails the same way: no second reload, the 500 page instead.
    renderApp('/pricing', { loaders: { pricing: stale } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    expect(screen.getByText('Error 500')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the server error page for a page that crashes for another reason', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('bug');
    };
    renderApp('/pricing', { loaders: { pricing: async () => ({ default: Broken }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});
