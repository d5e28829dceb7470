/** Spec §3, §4: the cookie-consent choice, true or false under one local-storage key; absent until chosen. */
export const CONSENT_KEY = 'cookieConsent';

export function readConsent(): boolean | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function storeConsent(granted: boolean): void {
  try {
    localStorage.setItem(CONSENT_KEY, String(granted));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}
