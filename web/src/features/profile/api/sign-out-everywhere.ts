import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';

/** POST /auth/v1/logout?scope=global: every session of the account ends, this one too. */
export async function signOutEverywhere(): Promise<void> {
  const { error } = await authClient().signOut({ scope: 'global' });
  if (error) throw error; // signed out here all the same; the other devices may not be
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
