import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from './auth';
import type { AuthSettingsReply } from './auth-providers';

/** A failed read of the settings is tried again this often before the page gives up on offering providers. */
const SETTINGS_RETRIES = 3;

/** GET /auth/v1/settings: which identity providers to offer. */
export function getAuthSettings() {
  return authClient().getSettings();
}

/**
 * Read once and kept; a failure is tried again (a moment's lost answer must not hide the providers until the page
 * is reloaded), and until the settings are read no provider is offered.
 */
export const authSettingsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'settings'],
    queryFn: getAuthSettings,
    staleTime: Infinity,
    retry: SETTINGS_RETRIES,
    retryDelay: (failures) => Math.min(250 * 2 ** failures, 4_000),
  });

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
