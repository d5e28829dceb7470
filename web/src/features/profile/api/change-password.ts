import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { codeRule, passwordRule } from '../../../lib/auth-rules';

export const changePasswordInput = z
  .object({ password: passwordRule, confirm: z.string(), code: z.optional(codeRule) })
  .check(
    z.refine((value) => value.password === value.confirm, {
      message: 'The two passwords are not the same.',
      path: ['confirm'],
    }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/**
 * PUT /auth/v1/user {password, nonce?}. The server may first want proof that it is really the teacher
 * (error reauthentication_needed): then the code mailed by GET /reauthenticate goes along as the nonce.
 */
export function changePassword({ password, code }: ChangePasswordInput) {
  return authClient().updateUser(code ? { password, nonce: code } : { password });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
