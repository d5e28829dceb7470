import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_DELAY_MS, BANNER_HIDE_MS, ConsentBanner } from '../components/consent-banner';
import { ConsentProvider } from '../consent-context';

const consentUpdates = () =>
  (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((e) => e[0] === 'consent');

function showPage() {
  render(
    <MemoryRouter>
      <ConsentProvider>
        <p>The page</p>
        <ConsentBanner />
      </ConsentProvider>
    </MemoryRouter>,
  );
}
const banner = () => screen.queryByRole('complementary', { name: 'Cookie Consent' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

describe('a first visit: the cookie banner', () => {
  it('slides in about 300 ms after the page loads', () => {
    showPage();
    expect(banner()).toBeNull();
    wait(BANNER_DELAY_MS - 1);
    expect(banner()).toBeNull();
    wait(1);
    expect(banner()).toBeVisible();
    expect(banner()).toHaveTextContent(/cookies to analyze traffic and enhance your experience/);
  });

  it('stores "true" on Accept, tells the data layer "granted", and hides in about 500 ms', () => {
    showPage();
    wait(BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(consentUpdates()).toEqual([['consent', 'update', { analytics_storage: 'granted' }]]);
    expect(banner()).toBeNull(); // out of the accessibility tree at once, while it slides away
    expect(document.querySelector('.consent-banner')).not.toBeNull();
    wait(BANNER_HIDE_MS);
    expect(document.querySelector('.consent-banner')).toBeNull();
  });

  it('stores "false" on Decline and tells the data layer "denied"', () => {
    showPage();
    wait(BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    expect(consentUpdates()).toEqual([['consent', 'update', { analytics_storage: 'denied' }]]);
    wait(BANNER_HIDE_MS);
    expect(document.querySelector('.consent-banner')).toBeNull();
  });
});

describe('a later visit, with a choice stored', () => {
  it.each(['true', 'false'])('shows no banner when the choice is %s', (choice) => {
    localStorage.setItem('cookieConsent', choice);
    showPage();
    wait(2_000);
    expect(banner()).toBeNull();
    expect(document.querySelector('.consent-banner')).toBeNull();
  });
});
