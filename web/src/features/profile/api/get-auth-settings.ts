import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';

/** GET /auth/v1/settings: the identity providers this installation offers. Never fails: no answer is "none". */
export function getAuthSettings() {
  return authClient().getSettings();
}

export const authSettingsQuery = () =>
  queryOptions({ queryKey: ['auth', 'settings'], queryFn: getAuthSettings, staleTime: Infinity });

export function useAuthSettings() {
  return useQuery(authSettingsQuery());
}
