import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from './auth';
import type { AuthSettingsReply } from './auth-providers';

/** GET /auth/v1/settings: which identity providers to offer. Never fails: no answer reads as "none". */
export function getAuthSettings() {
  return authClient().getSettings();
}

export const authSettingsQuery = () =>
  queryOptions({ queryKey: ['auth', 'settings'], queryFn: getAuthSettings, staleTime: Infinity });

export function useAuthSettings() {
  return useQuery(authSettingsQuery());
}

/** The identity providers, without `email` (which the forms offer themselves). */
export function identityProvidersOf(settings: AuthSettingsReply | undefined) {
  return (settings?.providers ?? []).filter((provider) => provider.id !== 'email');
}

export function useIdentityProviders() {
  return identityProvidersOf(useAuthSettings().data);
}
