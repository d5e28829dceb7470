import type { Credits } from '@checkin/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';
import { formatRefillDate } from '../../../../ui/out-of-credits-banner';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const MONTHLY: Credits = {
  num_of_credits: 9990,
  max_monthly_credits: 10000,
  credit_mode: 'monthly',
  refills_at: '2026-06-01T00:00:00.000Z',
};

/** A signed-in teacher whose profile names `plan` (through `organization`), with these credits. */
function teacherOn(plan: string | null, credits: { status?: number; body: unknown }) {
  storeSession(makeSession());
  installAuthServer();
  return installFakeApi(({ method, path }) => {
    if (`${method} ${path}` === 'GET /profile/getProfileForUser')
      return {
        body: {
          data: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada@school.example',
            role: 'teacher',
            organization: plan ? { id: 'org-1', name: 'Analytical School', max_users: 25 } : null,
            current_subscription: plan ? { plan: { name: plan } } : null,
          },
        },
      };
    if (`${method} ${path}` === 'GET /credits/getCreditsForUser') return credits;
    return undefined;
  });
}

const option = (name: string) => screen.getByRole('listitem', { name });

describe('a teacher looking at the plans', () => {
  it('sees their plan and credits, and every plan with theirs highlighted and no action on it', async () => {
    teacherOn('School', { body: { message: 'Credits', data: MONTHLY } });
    renderApp('/upgrade/plans');
    const yours = await screen.findByRole('region', { name: 'Your plan: School' });
    expect(yours).toHaveTextContent('Through Analytical School.');
    expect(
      await within(yours).findByText(
        `9,990 of 10,000 credits left this month; they refill on ${formatRefillDate(MONTHLY.refills_at!)}.`,
      ),
    ).toBeVisible();

    await screen.findByRole('list', { name: 'Plans' });
    expect(option('School')).toHaveAttribute('aria-current', 'true');
    expect(within(option('School')).getByText('Your plan')).toBeVisible();
    expect(within(option('School')).queryByRole('link')).not.toBeInTheDocument();
    expect(option('School')).toHaveTextContent('$199 a month');
    expect(option('School')).toHaveTextContent('Up to 25 teachers');
    for (const other of ['Free', 'Teacher', 'District']) expect(option(other)).not.toHaveAttribute('aria-current');
    expect(within(option('District')).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      '/contact/contact-sales?plan=district',
    );
    expect(within(option('Teacher')).getByRole('link', { name: 'Move to Teacher' })).toHaveAttribute(
      'href',
      '/contact/contact-sales?plan=teacher',
    );
  });

  it('outside any organisation: no plan, unlimited credits, nothing highlighted', async () => {
    teacherOn(null, { body: { message: 'User not in any organization', data: null } });
    renderApp('/upgrade/plans');
    const yours = await screen.findByRole('region', { name: 'You are not on a plan' });
    expect(await within(yours).findByText(/Unlimited credits/)).toBeVisible();
    await screen.findByRole('list', { name: 'Plans' });
    for (const name of ['Free', 'Teacher', 'School', 'District']) {
      expect(option(name)).not.toHaveAttribute('aria-current');
    }
  });

  it('is told when the credits cannot be read, and still sees the plans', async () => {
    teacherOn('School', { status: 500, body: {} });
    renderApp('/upgrade/plans');
    const yours = await screen.findByRole('region', { name: 'Your plan: School' });
    expect(await within(yours).findByRole('alert')).toHaveTextContent('There was an error getting credits for user');
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeVisible();
  });
});
