import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';

/** GET /auth/v1/settings: which identity providers to offer. Never fails: no answer reads as "none". */
export function getAuthSettings() {
  return authClient().getSettings();
}

export const authSettingsQuery = () =>
  queryOptions({ queryKey: ['auth', 'settings'], queryFn: getAuthSettings, staleTime: Infinity });

/** The identity providers, without `email` (which the forms offer themselves). */
export function useIdentityProviders() {
  const settings = useQuery(authSettingsQuery());
  return (settings.data?.providers ?? []).filter((provider) => provider.id !== 'email');
}
