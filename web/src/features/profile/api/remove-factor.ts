import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';
import { factorKeys } from './get-factors';

/**
 * DELETE /auth/v1/factors/{id}. A verified factor goes only from an aal2 session: from an aal1 one, the code
 * from that app is verified first (challenge and verify), then the factor removed.
 */
export async function removeFactor({ factorId, code }: { factorId: string; code?: string }) {
  const client = authClient();
  if (code) await client.mfa.challengeAndVerify({ factorId, code });
  return client.mfa.unenroll({ factorId });
}

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: factorKeys.all }),
  });
}
