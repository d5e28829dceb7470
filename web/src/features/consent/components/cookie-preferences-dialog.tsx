import { useEffect, useRef, useState } from 'react';
import { useConsent } from '../consent-context';
import '../consent.css';

/** Mounted while open: a native modal dialog, so the browser traps focus and keeps the page behind inert. */
export function CookiePreferencesDialog() {
  const { preferencesOpen } = useConsent();
  return preferencesOpen ? <PreferencesDialog /> : null;
}

function PreferencesDialog() {
  const { consent, choose, closePreferences } = useConsent();
  const [analytics, setAnalytics] = useState(consent === true);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Browsers move focus into a modal dialog, but not all of them to the first control a keyboard user needs.
    element?.querySelector<HTMLElement>('input:not([disabled]), button')?.focus();
    return () => {
      if (element?.open) element.close();
      opener?.focus?.();
    };
  }, []);

  const save = () => {
    choose(analytics);
    closePreferences();
  };

  return (
    <dialog
      ref={dialog}
      className="prefs-dialog"
      aria-labelledby="cookie-prefs-title"
      aria-describedby="cookie-prefs-description"
      onCancel={(event) => {
        event.preventDefault();
        closePreferences();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        closePreferences();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <h2 id="cookie-prefs-title">Cookie Preferences</h2>
        <p id="cookie-prefs-description">Choose which cookies CheckIn may use in this browser.</p>
        <div className="prefs-option">
          <input
            id="cookie-prefs-necessary"
            type="checkbox"
            checked
            disabled
            readOnly
            aria-describedby="cookie-prefs-necessary-help"
          />
          <div>
            <label htmlFor="cookie-prefs-necessary">Necessary</label>
            <p id="cookie-prefs-necessary-help">
              Always on. They keep your cookie choice, a teacher&apos;s sign-in, and a student&apos;s place in a
              check-in.
            </p>
          </div>
        </div>
        <div className="prefs-option">
          <input
            id="cookie-prefs-analytics"
            type="checkbox"
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
            aria-describedby="cookie-prefs-analytics-help"
          />
          <div>
            <label htmlFor="cookie-prefs-analytics">Analytics</label>
            <p id="cookie-prefs-analytics-help">
              Help us understand how CheckIn is used, through anonymous page-view statistics.
            </p>
          </div>
        </div>
        <div className="actions prefs-dialog__actions">
          <button type="button" className="button button--secondary" onClick={closePreferences}>
            Cancel
          </button>
          <button type="submit" className="button">
            Save Preferences
          </button>
        </div>
      </form>
    </dialog>
  );
}
