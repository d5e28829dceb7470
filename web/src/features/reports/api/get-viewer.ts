import { LOAD_PROFILE_FAILED, isOrgAdmin } from '@checkin/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';

/** What the overall report needs of the teacher's profile (spec §3): their role and organisation. */
type ProfileReply = { data?: { role?: string | null; organization?: { id: string; name: string } | null } };

export type Viewer = { organizationName: string | null; isOrgAdmin: boolean };

/** GET /profile/getProfileForUser/: may the teacher see their organisation's report? */
export async function getViewer(): Promise<Viewer> {
  const reply = await authedCall<ProfileReply | undefined>('/profile/getProfileForUser/', {
    fallbackMessage: LOAD_PROFILE_FAILED,
  });
  const organization = reply?.data?.organization ?? null;
  return {
    organizationName: organization?.name ?? null,
    isOrgAdmin: isOrgAdmin(reply?.data?.role, organization?.id),
  };
}

export const viewerQuery = () =>
  queryOptions({ queryKey: ['reports', 'viewer'] as const, queryFn: getViewer, staleTime: 60_000 });

export function useViewer() {
  return useQuery(viewerQuery());
}
