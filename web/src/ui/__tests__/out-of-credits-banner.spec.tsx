import type { CreditsReply } from '@checkin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, storeSession } from '../../test/auth-fixtures';
import { installAuthServer } from '../../test/auth-harness';
import { renderApp } from '../../test/render-app';
import { installTeacherApi } from '../../test/teacher-api';
import { fakeApi, renderAsTeacher } from '../../test/teacher-harness';
import { OutOfCreditsBanner, formatRefillDate } from '../out-of-credits-banner';

vi.setConfig({ testTimeout: 20_000 });

const REFILL = '2026-06-01T00:00:00.000Z';
const monthly = (left: number, refills_at: string | null = REFILL): CreditsReply => ({
  message: "Your organisation's credits",
  data: { num_of_credits: left, max_monthly_credits: 100, credit_mode: 'monthly', refills_at },
});

/** The dashboard, with the credits call answered as given (the rest of the teacher's API faked as usual). */
function openDashboard(credits: { status?: number; body: unknown }) {
  const api = installTeacherApi();
  api.state.override = ({ path }) =>
    path.replace(/\/+$/, '') === '/credits/getCreditsForUser'
      ? Response.json(credits.body, { status: credits.status ?? 200 })
      : path.startsWith('/organizations/getShouldShowAdmin')
        ? Response.json({ data: { shouldShowAdmin: false, organization_id: null } })
        : undefined;
  renderApp('/dashboard');
  return api;
}

beforeEach(() => {
  storeSession(makeSession());
  installAuthServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a teacher whose organisation has used all its credits', () => {
  it('is told on the dashboard that students cannot start until the refill, with the way to the plans', async () => {
    const api = openDashboard({ body: monthly(0) });
    const banner = (await screen.findByText('Your organisation has no credits left')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(banner).toHaveTextContent(
      `Students cannot start a CheckIn until the credits refill on ${formatRefillDate(REFILL)} or your organisation’s plan changes.`,
    );
    expect(within(banner).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/upgrade/plans');
    expect(screen.getByRole('link', { name: '0 of 100 credits: see plans' })).toBeInTheDocument();
    expect(api.calls('GET /credits/getCreditsForUser')).not.toHaveLength(0);
  });

  it('is told by the banner alone (as the session report shows it) when no refill date is known', async () => {
    fakeApi({ 'GET /credits/getCreditsForUser': () => ({ body: monthly(0, null) }) });
    renderAsTeacher(<OutOfCreditsBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Students cannot start a CheckIn until credits are added or your organisation’s plan changes.',
    );
  });
});

describe('the credits in the top bar', () => {
  it('counts what the organisation has left, with no banner', async () => {
    openDashboard({ body: monthly(12) });
    expect(await screen.findByRole('link', { name: '12 of 100 credits: see plans' })).toHaveAttribute(
      'href',
      '/upgrade/plans',
    );
    expect(screen.queryByText('Your organisation has no credits left')).not.toBeInTheDocument();
  });

  it('are unlimited for a teacher in no organisation (the server’s “User not in any organization”)', async () => {
    openDashboard({
      body: {
        message: 'User not in any organization',
        data: { num_of_credits: -1, max_monthly_credits: -1, credit_mode: 'unlimited', refills_at: null },
      },
    });
    expect(await screen.findByRole('link', { name: 'Unlimited credits: see plans' })).toBeInTheDocument();
    expect(screen.queryByText('Your organisation has no credits left')).not.toBeInTheDocument();
  });

  it('are left out, and no banner shown, when they cannot be read; the dashboard still works', async () => {
    const api = openDashboard({ status: 500, body: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(api.calls('GET /credits/getCreditsForUser')).not.toHaveLength(0));
    expect(await screen.findByRole('link', { name: 'New CheckIn' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /credits: see plans/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Your organisation has no credits left')).not.toBeInTheDocument();
  });
});
