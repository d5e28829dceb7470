import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import { renderApp } from '../../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe('a visitor reading the pricing', () => {
  it('sees every plan from the server, in order, with its price, allowance, features and way in', async () => {
    installFakeApi();
    renderApp('/pricing');
    const list = await screen.findByRole('list', { name: 'Plans' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Free', 'Teacher', 'School', 'District']);

    expect(card('Teacher')).toHaveTextContent('$12 a month');
    expect(card('Teacher')).toHaveTextContent('or $120 a year');
    expect(card('Teacher')).toHaveTextContent('1,000 student CheckIns a month');
    expect(within(card('Teacher')).getByRole('list', { name: 'Teacher includes' })).toHaveTextContent('Email support');
    expect(within(card('Teacher')).getByRole('link', { name: 'Sign up for Teacher' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(within(card('Free')).getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth/signup');

    expect(card('School')).toHaveTextContent('Up to 25 teachers');
    expect(card('School')).toHaveTextContent('10,000 student CheckIns a month');
    expect(within(card('School')).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      '/contact/contact-sales?plan=school',
    );
    expect(card('District')).toHaveTextContent('Contact us');
    expect(within(card('District')).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      '/contact/contact-sales?plan=district',
    );
  });

  it('takes the visitor from a plan to the sales form', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { location } = renderApp('/pricing');
    await screen.findByRole('list', { name: 'Plans' });
    await user.click(within(card('School')).getByRole('link', { name: 'Contact sales' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact sales' })).toBeVisible();
    expect(location()).toBe('/contact/contact-sales?plan=school');
  });

  it('is told when the plans cannot be loaded, and can try again', async () => {
    let failing = true;
    const api = installFakeApi((call) =>
      failing && call.path === '/subscriptions/getSubscriptionPlans' ? { status: 500, body: {} } : undefined,
    );
    const user = userEvent.setup();
    renderApp('/pricing');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem loading the plans');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeVisible();
    expect(api.calls('GET /subscriptions/getSubscriptionPlans')).toHaveLength(2);
  });

  it('says so when no plan is on offer, and points to sales', async () => {
    installFakeApi((call) =>
      call.path === '/subscriptions/getSubscriptionPlans' ? { body: { data: [] } } : undefined,
    );
    renderApp('/pricing');
    expect(await screen.findByText(/No plans are on offer right now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tell us what you need' })).toHaveAttribute(
      'href',
      '/contact/contact-sales',
    );
  });
});
