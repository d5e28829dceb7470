import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GTM_SCRIPT_ID, pushConsent, startTagManager, trackPageView } from '../analytics';

const entries = () =>
  (window.dataLayer ?? []).map((e) =>
    typeof e === 'object' && e && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
  );

beforeAll(() => {
  // happy-dom loads no scripts; let it treat the tag manager's as loaded instead of reporting an error.
  const happyDOM = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
    .happyDOM;
  if (happyDOM) happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  delete window.dataLayer;
  document.getElementById(GTM_SCRIPT_ID)?.remove();
});

describe('the analytics data layer', () => {
  it('receives consent as gtag does: granted or denied', () => {
    pushConsent('update', true);
    pushConsent('update', false);
    expect(entries()).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ]);
  });

  it('gets a page view only with analytics consent', () => {
    expect(trackPageView('/pricing', null)).toBe(false);
    expect(trackPageView('/pricing', false)).toBe(false);
    expect(window.dataLayer ?? []).toEqual([]);
    expect(trackPageView('/pricing?x=1', true)).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/pricing?x=1' }]);
  });

  it('loads the tag manager only in production, with an id, and with consent', () => {
    expect(startTagManager({ prod: false, gtmId: 'GTM-AB12CD3', consent: true })).toBe(false);
    expect(startTagManager({ prod: true, consent: true })).toBe(false);
    expect(startTagManager({ prod: true, gtmId: 'GTM-AB12CD3', consent: false })).toBe(false);
    expect(startTagManager({ prod: true, gtmId: 'GTM-AB12CD3', consent: null })).toBe(false);
    expect(document.getElementById(GTM_SCRIPT_ID)).toBeNull();

    expect(startTagManager({ prod: true, gtmId: 'GTM-AB12CD3', consent: true })).toBe(true);
    expect(startTagManager({ prod: true, gtmId: 'GTM-AB12CD3', consent: true })).toBe(true);
    const scripts = document.querySelectorAll(`#${GTM_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
  });
});
