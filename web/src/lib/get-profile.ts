import { LOAD_PROFILE_FAILED } from '@checkin/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from './api-client';
import { registerStoreReset } from './store-reset';

/** Spec §3, Profile: the signed-in teacher's, read by the shell, the profile page and the plans page. */
export type Profile = {
  first_name: string;
  last_name: string;
  email: string;
  role?: string | null;
  organization?: { id: string; name: string; max_users?: number | null } | null;
  current_subscription?: { name?: string | null; plan?: { name?: string | null } | null } | null;
};

export const profileKeys = { all: ['profile'] as const, mine: () => ['profile', 'mine'] as const };
const FALLBACK = LOAD_PROFILE_FAILED;

/** GET /profile/getProfileForUser/ → {data: Profile}. */
export async function getProfile(): Promise<Profile> {
  const reply = await authedCall<{ data?: Profile } | undefined>('/profile/getProfileForUser/', {
    fallbackMessage: FALLBACK,
  });
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export const profileQuery = () => queryOptions({ queryKey: profileKeys.mine(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery());
}

/** The plan a profile names (current_subscription), and the organisation holding it. */
export type CurrentPlan = { planName: string | null; organizationName: string | null };

export function currentPlanOf(profile: Profile): CurrentPlan {
  const subscription = profile.current_subscription;
  return {
    planName: subscription?.plan?.name ?? subscription?.name ?? null,
    organizationName: profile.organization?.name ?? null,
  };
}

// A teacher's profile is theirs alone: signing out forgets it.
registerStoreReset('profile', ({ queryClient }) => queryClient?.removeQueries({ queryKey: profileKeys.all }));
