import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { emailRule } from '../../../lib/auth-rules';

export const sendSignInLinkInput = z.object({ email: emailRule });
export type SendSignInLinkInput = z.infer<typeof sendSignInLinkInput>;

/**
 * POST /auth/v1/otp: mails a sign-in link with a 6-digit code. Only for existing accounts (create_user false):
 * creating one needs a name, which the sign-up page asks for.
 */
export function sendSignInLink({ email }: SendSignInLinkInput) {
  return authClient().signInWithOtp({ email, options: { shouldCreateUser: false } });
}

export function useSendSignInLink() {
  return useMutation({ mutationFn: sendSignInLink });
}
