import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';
import { identityKeys } from './get-identities';

/** DELETE /auth/v1/user/identities/{identity_id}; the last one is refused (422 single_identity_not_deletable). */
export function unlinkIdentity({ identityId }: { identityId: string }) {
  return authClient().unlinkIdentity({ identity_id: identityId });
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkIdentity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
