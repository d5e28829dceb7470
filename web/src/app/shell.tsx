import type { ReactNode } from 'react';
import { ConsentBanner } from '../features/consent/components/consent-banner';
import { CookiePreferencesDialog } from '../features/consent/components/cookie-preferences-dialog';
import { ConsentProvider } from '../features/consent/consent-context';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** Spec §2, the application shell: the page in its layout, and the cookie banner across the bottom. */
export function Shell({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  return (
    <ConsentProvider>
      {children}
      <ConsentBanner />
      <CookiePreferencesDialog />
    </ConsentProvider>
  );
}
