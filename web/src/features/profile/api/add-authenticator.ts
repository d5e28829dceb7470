import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';
import { factorKeys } from './get-factors';

/**
 * POST /auth/v1/factors {factor_type: totp}: the QR code and secret of a new authenticator app, unverified until a
 * code from it is confirmed. Set-ups left unfinished before are removed first, so that they do not pile up.
 */
export async function addAuthenticator() {
  const client = authClient();
  const { all } = await client.mfa.listFactors();
  for (const factor of all.filter((f) => f.status !== 'verified')) {
    await client.mfa.unenroll({ factorId: factor.id }).catch(() => undefined);
  }
  return client.mfa.enroll({ factorType: 'totp' });
}

export function useAddAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAuthenticator,
    onSettled: () => queryClient.invalidateQueries({ queryKey: factorKeys.all }),
  });
}
