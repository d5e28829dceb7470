import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const consentUpdates = () =>
  (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((e) => e[0] === 'consent');

async function openPreferences() {
  const user = userEvent.setup();
  renderApp('/');
  const footer = await screen.findByRole('contentinfo');
  const opener = within(footer).getByRole('button', { name: 'Cookie Preferences' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Cookie Preferences' });
  return { user, dialog, opener };
}

afterEach(() => {
  delete window.dataLayer;
});

describe('Cookie Preferences, opened from the footer', () => {
  it('shows Necessary always on and disabled, and Analytics off until chosen', async () => {
    const { dialog } = await openPreferences();
    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
  });

  it('saves the Analytics choice, tells the data layer, and closes', async () => {
    const { user, dialog, opener } = await openPreferences();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(consentUpdates()).toEqual([['consent', 'update', { analytics_storage: 'granted' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('saves "false" when Analytics is left off', async () => {
    const { user, dialog } = await openPreferences();
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem('cookieConsent')).toBe('false');
  });

  it('starts from the stored choice, and Cancel changes nothing', async () => {
    localStorage.setItem('cookieConsent', 'true');
    const { user, dialog } = await openPreferences();
    const analytics = within(dialog).getByRole('checkbox', { name: 'Analytics' });
    expect(analytics).toBeChecked();
    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(consentUpdates()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape without saving', async () => {
    const { user } = await openPreferences();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
  });

  it('is a modal dialog, labelled and described', async () => {
    const { dialog } = await openPreferences();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Choose which cookies CheckIn may use in this browser.');
    expect(within(dialog).getByRole('checkbox', { name: 'Analytics' })).toHaveFocus();
  });
});
