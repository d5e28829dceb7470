import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { emailRule } from '../../../lib/auth-rules';

export const signInInput = z.object({
  email: emailRule,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});
export type SignInInput = z.infer<typeof signInInput>;

/** POST /auth/v1/token?grant_type=password: a session, or invalid_credentials, email_not_confirmed, 429. */
export function signInWithPassword(input: SignInInput) {
  return authClient().signInWithPassword(input);
}

export function useSignInWithPassword() {
  return useMutation({ mutationFn: signInWithPassword });
}
