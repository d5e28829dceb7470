import type { OrgUsageReply } from '@checkin/contracts';
import { ORGANIZATION_CALL_FAILED } from '@checkin/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { orgAdminKeys } from './keys';

export type OrgUsage = OrgUsageReply['data'];

/** GET /organizations/getOrgUsage/{id} → {data: this month's active teachers, CheckIns, students, credits, by day}. */
export async function getOrgUsage(organizationId: string): Promise<OrgUsage> {
  const reply = await authedCall<Partial<OrgUsageReply> | undefined>(
    `/organizations/getOrgUsage/${encodeURIComponent(organizationId)}`,
    { fallbackMessage: ORGANIZATION_CALL_FAILED },
  );
  if (!reply?.data) throw new ApiError(502, ORGANIZATION_CALL_FAILED);
  return reply.data;
}

export const orgUsageQuery = (organizationId: string) =>
  queryOptions({ queryKey: orgAdminKeys.usage(organizationId), queryFn: () => getOrgUsage(organizationId) });

export function useOrgUsage(organizationId: string) {
  return useQuery(orgUsageQuery(organizationId));
}
