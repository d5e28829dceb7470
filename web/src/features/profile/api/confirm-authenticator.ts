import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { totpCodeRule } from '../../../lib/auth-rules';
import { factorKeys } from './get-factors';

export const factorCodeInput = z.object({ code: totpCodeRule });

/** POST /auth/v1/factors/{id}/challenge and /verify: the factor counts from now on, and this session is aal2. */
export function confirmAuthenticator({ factorId, code }: { factorId: string; code: string }) {
  return authClient().mfa.challengeAndVerify({ factorId, code });
}

export function useConfirmAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuthenticator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorKeys.all }),
  });
}
