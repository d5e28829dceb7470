import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { emailRule } from '../../../lib/auth-rules';

export const passwordResetInput = z.object({ email: emailRule });
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

/** POST /auth/v1/recover: mails a reset link if the account exists (the answer never says whether it does). */
export function requestPasswordReset({ email }: PasswordResetInput) {
  return authClient().resetPasswordForEmail(email);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
