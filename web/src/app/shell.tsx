import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ConsentBanner } from '../features/consent/components/consent-banner';
import { CookiePreferencesDialog } from '../features/consent/components/cookie-preferences-dialog';
import { ConsentProvider } from '../features/consent/consent-context';
import { bindQueryClient } from '../lib/store-reset';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** Spec §2, the application shell: the page in its layout, and the cookie banner across the bottom. */
export function Shell({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  // The features' stores live in this query cache; sign-out resets them there (lib/store-reset.ts).
  const queryClient = useQueryClient();
  useEffect(() => bindQueryClient(queryClient), [queryClient]);
  return (
    <ConsentProvider>
      {children}
      <ConsentBanner />
      <CookiePreferencesDialog />
    </ConsentProvider>
  );
}
