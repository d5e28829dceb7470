import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { totpCodeRule } from '../../../lib/auth-rules';

export const secondFactorInput = z.object({ factorId: z.string(), code: totpCodeRule });
export type SecondFactorInput = z.infer<typeof secondFactorInput>;

/**
 * POST /auth/v1/factors/{id}/challenge, then /verify with the authenticator's code: the session becomes aal2
 * (MFA_CHALLENGE_VERIFIED), and the page it was held on goes on.
 */
export function verifySecondFactor({ factorId, code }: SecondFactorInput) {
  return authClient().mfa.challengeAndVerify({ factorId, code });
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
