import { RESEND_VERIFICATION_FAILED } from '@checkin/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client';
import { emailRule } from '../../../lib/auth-rules';

export const resendVerificationInput = z.object({ email: emailRule });
export type ResendVerificationInput = z.infer<typeof resendVerificationInput>;

/** POST /auth/resend-verification (no token: the account is not confirmed yet): a new confirmation link. */
export function resendVerification(input: ResendVerificationInput): Promise<{ success: true }> {
  return apiCall('/auth/resend-verification', {
    body: input,
    fallbackMessage: RESEND_VERIFICATION_FAILED,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
