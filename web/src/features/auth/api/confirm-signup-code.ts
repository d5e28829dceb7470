import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { codeRule, emailRule } from '../../../lib/auth-rules';

export const confirmSignupCodeInput = z.object({ email: emailRule, code: codeRule });
export type ConfirmSignupCodeInput = z.infer<typeof confirmSignupCodeInput>;

/**
 * POST /auth/v1/verify {type: signup, email, token}: the 6-digit code from the confirmation mail, typed instead of
 * following its link (the mail opened on a phone, say). It confirms the address and signs the teacher in here.
 */
export function confirmSignupCode({ email, code }: ConfirmSignupCodeInput) {
  return authClient().verifyOtp({ email, token: code, type: 'signup' });
}

export function useConfirmSignupCode() {
  return useMutation({ mutationFn: confirmSignupCode });
}
