/**
 * The analytics data layer (Google Tag Manager / gtag conventions). Nothing here sends anything by itself:
 * the tag manager script, which would, loads only in production, with an id configured and consent granted.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_SCRIPT_ID = 'gtm-script';

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** gtag.js pushes its `arguments` object, not an array: the tag manager only reads consent commands that way. */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/** `default` states the choice at start-up, `update` a change (spec §4: granted or denied). */
export function pushConsent(kind: 'default' | 'update', granted: boolean): void {
  gtag('consent', kind, { analytics_storage: granted ? 'granted' : 'denied' });
}

/** A page view for the analytics tag, only with analytics consent. */
export function trackPageView(pagePath: string, consent: boolean | null): boolean {
  if (consent !== true) return false;
  dataLayer().push({ event: 'page_view', page_path: pagePath });
  return true;
}

/** Loads the tag manager once; returns whether it is (now) loaded. */
export function startTagManager(options: { prod: boolean; gtmId?: string; consent: boolean | null }): boolean {
  if (!options.prod || !options.gtmId || options.consent !== true) return false;
  if (document.getElementById(GTM_SCRIPT_ID)) return true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(options.gtmId)}`;
  document.head.append(script);
  return true;
}
