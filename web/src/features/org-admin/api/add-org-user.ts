import type { OrgUserReply } from '@checkin/contracts';
import { ORGANIZATION_CALL_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import type { NewMemberInput } from '../model/user-form';
import { orgAdminKeys } from './keys';

/**
 * POST /organizations/addNewUserToOrg {email, firstName, lastName, role, organization_id} → 201 {message, data}:
 * the account is made and mailed an invitation to choose a password. 409 at max_users, or for an address with an
 * account already; 502 when the account was made but the mail could not be sent.
 */
export function addOrgUser(organizationId: string, member: NewMemberInput): Promise<OrgUserReply> {
  return authedCall<OrgUserReply>('/organizations/addNewUserToOrg', {
    method: 'POST',
    body: { ...member, organization_id: organizationId },
    fallbackMessage: ORGANIZATION_CALL_FAILED,
  });
}

export function useAddOrgUser(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: NewMemberInput) => addOrgUser(organizationId, member),
    // Settled, not succeeded: a 502 means the account exists though its mail did not go.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgAdminKeys.users(organizationId) }),
  });
}
