import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authClient } from '../../../lib/auth';
import { emailRule } from '../../../lib/auth-rules';

export const changeEmailInput = z.object({ email: emailRule });
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

/** PUT /auth/v1/user {email}: nothing changes until the link mailed to the new address is opened. */
export function changeEmail({ email }: ChangeEmailInput) {
  return authClient().updateUser({ email });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
