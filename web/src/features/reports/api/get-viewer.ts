import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';

/** What the overall report needs of the teacher's profile (spec §3): their role and organisation. */
type ProfileReply = { data?: { role?: string | null; organization?: { id: string; name: string } | null } };

/** The roles that make an organisation member its admin (the API's is `admin`). */
const ADMIN_ROLES = new Set(['admin', 'org_admin']);

export type Viewer = { organizationName: string | null; isOrgAdmin: boolean };

/** GET /profile/getProfileForUser/: may the teacher see their organisation's report? */
export async function getViewer(): Promise<Viewer> {
  const reply = await authedCall<ProfileReply | undefined>('/profile/getProfileForUser/', {
    fallbackMessage: 'There was a problem loading your profile',
  });
  const organization = reply?.data?.organization ?? null;
  return {
    organizationName: organization?.name ?? null,
    isOrgAdmin: Boolean(organization && ADMIN_ROLES.has(reply?.data?.role ?? '')),
  };
}

export const viewerQuery = () =>
  queryOptions({ queryKey: ['reports', 'viewer'] as const, queryFn: getViewer, staleTime: 60_000 });

export function useViewer() {
  return useQuery(viewerQuery());
}
