import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';

export const factorKeys = { all: ['profile', 'factors'] as const };

/** GET /auth/v1/user: the account's second factors as the server has them now. */
export function getFactors() {
  return authClient().mfa.listFactors();
}

// Under ['profile']: the profile's store reset (get-profile.ts) forgets them at sign-out too.
export const factorsQuery = () => queryOptions({ queryKey: factorKeys.all, queryFn: getFactors });

export function useFactors() {
  return useQuery(factorsQuery());
}
