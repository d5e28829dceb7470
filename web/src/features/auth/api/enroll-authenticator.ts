import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';

/**
 * POST /auth/v1/factors {factor_type: totp}: a new authenticator app to confirm with a code. Set-ups left
 * unfinished before (unverified factors) are removed first, so that they do not pile up.
 */
export async function enrollAuthenticator() {
  const client = authClient();
  const { all } = await client.mfa.listFactors();
  for (const factor of all.filter((f) => f.status !== 'verified')) {
    await client.mfa.unenroll({ factorId: factor.id }).catch(() => undefined);
  }
  return client.mfa.enroll({ factorType: 'totp' });
}

export function useEnrollAuthenticator() {
  return useMutation({ mutationFn: enrollAuthenticator });
}
