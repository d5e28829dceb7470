import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { passwordRule } from '../../../lib/auth-rules';

export const setPasswordInput = z.object({ password: passwordRule, confirm: z.string() }).check(
  z.refine((value) => value.password === value.confirm, {
    message: 'The two passwords are not the same.',
    path: ['confirm'],
  }),
);
export type SetPasswordInput = z.infer<typeof setPasswordInput>;

/** PUT /auth/v1/user {password}: for the signed-in teacher (a reset link's session counts). */
export function setPassword({ password }: SetPasswordInput) {
  return authClient().updateUser({ password });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
