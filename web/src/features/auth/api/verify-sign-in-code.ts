import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { codeRule, emailRule } from '../../../lib/auth-rules';

export const verifySignInCodeInput = z.object({ email: emailRule, code: codeRule });
export type VerifySignInCodeInput = z.infer<typeof verifySignInCodeInput>;

/** POST /auth/v1/verify {type: email, email, token}: the 6-digit code from the sign-in mail, for a session. */
export function verifySignInCode({ email, code }: VerifySignInCodeInput) {
  return authClient().verifyOtp({ email, token: code, type: 'email' });
}

export function useVerifySignInCode() {
  return useMutation({ mutationFn: verifySignInCode });
}
