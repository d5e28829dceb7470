import type { OrgUsersReply } from '@checkin/contracts';
import { ORGANIZATION_CALL_FAILED } from '@checkin/contracts/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { orgAdminKeys } from './keys';

export type OrgUsersPage = OrgUsersReply['data'];

/** Users per page of the admin area's list (the server pages it: a district can have hundreds). */
export const ORG_USERS_PER_PAGE = 20;

/** GET /organizations/get_orgs_users/{id}?page=&page_size= → {data: organisation and one page of its users}. */
export async function getOrgUsers(organizationId: string, page: number): Promise<OrgUsersPage> {
  const query = new URLSearchParams({ page: String(page), page_size: String(ORG_USERS_PER_PAGE) });
  const reply = await authedCall<Partial<OrgUsersReply> | undefined>(
    `/organizations/get_orgs_users/${encodeURIComponent(organizationId)}?${query}`,
    { fallbackMessage: ORGANIZATION_CALL_FAILED },
  );
  if (!reply?.data) throw new ApiError(502, ORGANIZATION_CALL_FAILED);
  return reply.data;
}

/** The page shown stays on screen while the next one loads, so the table does not jump. */
export const orgUsersQuery = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: orgAdminKeys.usersPage(organizationId, page),
    queryFn: () => getOrgUsers(organizationId, page),
    placeholderData: keepPreviousData,
  });

export function useOrgUsers(organizationId: string, page: number) {
  return useQuery(orgUsersQuery(organizationId, page));
}
