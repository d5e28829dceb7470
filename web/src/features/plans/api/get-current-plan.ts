import { LOAD_PROFILE_FAILED } from '@checkin/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { registerStoreReset } from '../../../lib/store-reset';

/** What the plans page needs of the teacher's profile (spec §3 Profile): their organisation and its plan. */
export type CurrentPlan = { planName: string | null; organizationName: string | null };

type ProfileReply = {
  data?: {
    organization?: { name?: string | null } | null;
    current_subscription?: { name?: string | null; plan?: { name?: string | null } | null } | null;
  };
};

export const currentPlanKeys = { all: ['current-plan'] as const };

/** GET /profile/getProfileForUser/ → the plan named by current_subscription, and the organisation holding it. */
export async function getCurrentPlan(): Promise<CurrentPlan> {
  const reply = await authedCall<ProfileReply | undefined>('/profile/getProfileForUser/', {
    fallbackMessage: LOAD_PROFILE_FAILED,
  });
  if (!reply?.data) throw new ApiError(502, LOAD_PROFILE_FAILED);
  const subscription = reply.data.current_subscription;
  return {
    planName: subscription?.plan?.name ?? subscription?.name ?? null,
    organizationName: reply.data.organization?.name ?? null,
  };
}

export const currentPlanQuery = () => queryOptions({ queryKey: currentPlanKeys.all, queryFn: getCurrentPlan });

export function useCurrentPlan() {
  return useQuery(currentPlanQuery());
}

// A teacher's plan is theirs alone: signing out forgets it.
registerStoreReset('current-plan', ({ queryClient }) => queryClient?.removeQueries({ queryKey: currentPlanKeys.all }));
