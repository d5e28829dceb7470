import type { OrgUserReply } from '@checkin/contracts';
import { ORGANIZATION_CALL_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import type { MemberNamesInput } from '../model/user-form';
import { orgAdminKeys } from './keys';

/** PATCH /organizations/updateUserInOrg {user: {id, organization_id, firstName, lastName, role}} → {message, data}. */
export function updateOrgUser(organizationId: string, userId: string, change: MemberNamesInput): Promise<OrgUserReply> {
  return authedCall<OrgUserReply>('/organizations/updateUserInOrg', {
    method: 'PATCH',
    body: { user: { id: userId, organization_id: organizationId, ...change } },
    fallbackMessage: ORGANIZATION_CALL_FAILED,
  });
}

export function useUpdateOrgUser(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: MemberNamesInput }) =>
      updateOrgUser(organizationId, userId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgAdminKeys.users(organizationId) }),
  });
}
