import type { ShouldShowAdminReply } from '@checkin/contracts';
import { ORGANIZATION_CALL_FAILED } from '@checkin/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { orgAdminKeys } from './keys';

export type AdminStanding = ShouldShowAdminReply['data'];

/** GET /organizations/getShouldShowAdmin → {data: {shouldShowAdmin, organization_id}} (spec §6). */
export async function getShouldShowAdmin(): Promise<AdminStanding> {
  const reply = await authedCall<Partial<ShouldShowAdminReply> | undefined>('/organizations/getShouldShowAdmin', {
    fallbackMessage: ORGANIZATION_CALL_FAILED,
  });
  if (!reply?.data) throw new ApiError(502, ORGANIZATION_CALL_FAILED);
  return reply.data;
}

/** Who administers what changes rarely (another admin's doing): read once a minute at most. */
export const shouldShowAdminQuery = () =>
  queryOptions({ queryKey: orgAdminKeys.standing(), queryFn: getShouldShowAdmin, staleTime: 60_000 });

export function useShouldShowAdmin() {
  return useQuery(shouldShowAdminQuery());
}
