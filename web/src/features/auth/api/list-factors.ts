import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';
import { registerStoreReset } from '../../../lib/store-reset';

export const factorKeys = { all: ['auth', 'factors'] as const };

/** GET /auth/v1/user: the account's factors as the server has them now (all, and the verified TOTP ones). */
export function listFactors() {
  return authClient().mfa.listFactors();
}

export const factorsQuery = () => queryOptions({ queryKey: factorKeys.all, queryFn: listFactors, staleTime: 0 });

export function useFactors() {
  return useQuery(factorsQuery());
}

registerStoreReset('auth-factors', ({ queryClient }) => queryClient?.removeQueries({ queryKey: factorKeys.all }));
