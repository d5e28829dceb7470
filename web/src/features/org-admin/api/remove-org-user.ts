import { ORGANIZATION_CALL_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { orgAdminKeys } from './keys';

/**
 * DELETE /organizations/removeUserFromOrg {user_id_to_remove, organization_id} → {message}: the member leaves the
 * organisation; their account and CheckIns stay theirs.
 */
export function removeOrgUser(organizationId: string, userId: string): Promise<{ message: string }> {
  return authedCall('/organizations/removeUserFromOrg', {
    method: 'DELETE',
    body: { user_id_to_remove: userId, organization_id: organizationId },
    fallbackMessage: ORGANIZATION_CALL_FAILED,
  });
}

export function useRemoveOrgUser(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeOrgUser(organizationId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgAdminKeys.users(organizationId) }),
  });
}
