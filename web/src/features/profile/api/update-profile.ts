import { UPDATE_PROFILE_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authedCall } from '../../../lib/api-client';
import { nameRule } from '../../../lib/auth-rules';
import { profileKeys } from '../../../lib/get-profile';

export const updateProfileInput = z.object({ first_name: nameRule('first name'), last_name: nameRule('last name') });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** PATCH /profile/updateProfileForUser/ {first_name, last_name} → 204. */
export function updateProfile(input: UpdateProfileInput): Promise<void> {
  return authedCall('/profile/updateProfileForUser/', {
    method: 'PATCH',
    body: input,
    fallbackMessage: UPDATE_PROFILE_FAILED,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
