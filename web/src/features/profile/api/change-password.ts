import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { codeRule, passwordRule } from '../../../lib/auth-rules';

export const changePasswordInput = z
  .object({ current: z.string(), password: passwordRule, confirm: z.string(), code: z.optional(codeRule) })
  .check(
    z.refine((value) => value.password === value.confirm, {
      message: 'The two passwords are not the same.',
      path: ['confirm'],
    }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/**
 * PUT /auth/v1/user {password, current_password | nonce}. The server wants proof that it is really the teacher: the
 * current password, or, for a teacher who has none or forgot it (error reauthentication_needed), the code mailed by
 * GET /reauthenticate as the nonce.
 */
export function changePassword({ current, password, code }: ChangePasswordInput) {
  if (code) return authClient().updateUser({ password, nonce: code });
  return authClient().updateUser(current ? { password, current_password: current } : { password });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
