import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_DELAY_MS, BANNER_HIDE_MS, ConsentBanner } from '../components/consent-banner';
import { ConsentProvider } from '../consent-context';
import { isStudentPage } from '../../../lib/student-pages';

const SESSION_LINK = '/session/00000000-0000-4000-8000-000000000201';
const consentUpdates = () =>
  (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((e) => e[0] === 'consent');

function showPage(at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <ConsentProvider>
        <p>The page</p>
        <Link to="/policy/cookies">Cookies</Link>
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

describe("a student's pages: no cookie banner", () => {
  it.each([
    SESSION_LINK,
    '/session/checkin_complete',
    '/session/checkin_complete_error',
    '/assessment_instance/student/b609b35f-7103-4e40-8803-8cd5a7128f41',
  ])('asks nothing on %s, and leaves the whole page uncovered', (at) => {
    showPage(at);
    wait(2_000);
    expect(banner()).toBeNull();
    expect(document.querySelector('.consent-banner')).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
    expect(localStorage.getItem('cookieConsent')).toBeNull();
  });

  it('asks once the visitor goes on from a student page to another page', () => {
    showPage(SESSION_LINK);
    wait(BANNER_DELAY_MS);
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Cookies' }));
    expect(banner()).toBeVisible();
  });

  it('tells the student pages (the studentview layout) from every other page', () => {
    expect(isStudentPage(SESSION_LINK)).toBe(true);
    expect(isStudentPage('/session/checkin_complete')).toBe(true);
    expect(isStudentPage('/assessment_instance/student/b609b35f-7103-4e40-8803-8cd5a7128f41')).toBe(true);
    // A teacher's view of the same check-in, and the public pages, keep the banner.
    expect(isStudentPage('/assessment_instance/b609b35f-7103-4e40-8803-8cd5a7128f41')).toBe(false);
    expect(isStudentPage('/login')).toBe(false);
    expect(isStudentPage('/policy/cookies')).toBe(false);
    expect(isStudentPage('/')).toBe(false);
  });
});
