import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { emailRule, nameRule, passwordRule } from '../../../lib/auth-rules';

export const signUpInput = z.object({
  firstName: nameRule('first name'),
  lastName: nameRule('last name'),
  email: emailRule,
  password: passwordRule,
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** POST /auth/v1/signup: the account, unconfirmed; the server mails the confirmation link. */
export function signUp({ firstName, lastName, email, password }: SignUpInput) {
  return authClient().signUp({ email, password, data: { first_name: firstName, last_name: lastName } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
