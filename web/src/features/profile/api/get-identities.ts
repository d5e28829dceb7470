import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';

export const identityKeys = { all: ['profile', 'identities'] as const };

/** GET /auth/v1/user: the ways of signing in linked to the account (email, and any identity providers). */
export async function getIdentities() {
  return (await authClient().getUserIdentities()).identities;
}

export const identitiesQuery = () => queryOptions({ queryKey: identityKeys.all, queryFn: getIdentities });

export function useIdentities() {
  return useQuery(identitiesQuery());
}
