import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { pushConsent, startTagManager } from '../../lib/analytics';
import { readConsent, storeConsent } from '../../lib/consent';
import { env } from '../../lib/env';

/** The cookie choice as the page sees it, and the one place it changes (banner or preferences dialog). */
export type ConsentApi = {
  /** true: analytics allowed; false: declined; null: not chosen yet. */
  consent: boolean | null;
  choose(analytics: boolean): void;
  preferencesOpen: boolean;
  openPreferences(): void;
  closePreferences(): void;
};

const ConsentContext = createContext<ConsentApi | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState(readConsent);
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  const choose = useCallback((analytics: boolean) => {
    storeConsent(analytics);
    setConsent(analytics);
    pushConsent('update', analytics);
    startTagManager({ prod: env.PROD, gtmId: env.VITE_GTM_ID, consent: analytics });
  }, []);
  const openPreferences = useCallback(() => setPreferencesOpen(true), []);
  const closePreferences = useCallback(() => setPreferencesOpen(false), []);

  const api = useMemo(
    () => ({ consent, choose, preferencesOpen, openPreferences, closePreferences }),
    [consent, choose, preferencesOpen, openPreferences, closePreferences],
  );
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent needs a ConsentProvider above it');
  return api;
}

/** For parts that may render outside the app shell (the last-resort error page): null there. */
export function useOptionalConsent(): ConsentApi | null {
  return useContext(ConsentContext);
}
