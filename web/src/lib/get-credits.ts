import type { Credits, CreditsReply } from '@checkin/contracts';
import { GET_CREDITS_FAILED, NOT_IN_ORGANIZATION, UNLIMITED_CREDITS } from '@checkin/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from './api-client';
import { registerStoreReset } from './store-reset';

/**
 * Spec §3 Credits, §6, §8: the signed-in teacher's organisation's credits. Shared by the top bar and the pages that
 * warn when none are left (dashboard, session report), so it lives here rather than in one feature.
 */
export const creditsKeys = { all: ['credits'] as const, mine: () => ['credits', 'mine'] as const };

/** A teacher in no organisation: spec §8's special case, a success with unlimited credits. */
const UNLIMITED: Credits = {
  num_of_credits: UNLIMITED_CREDITS,
  max_monthly_credits: UNLIMITED_CREDITS,
  credit_mode: 'unlimited',
  refills_at: null,
};

/** GET /credits/getCreditsForUser/ → {message, data: Credits}. */
export async function getCredits(): Promise<Credits> {
  const reply = await authedCall<Partial<CreditsReply> | undefined>('/credits/getCreditsForUser/', {
    fallbackMessage: GET_CREDITS_FAILED,
  });
  if (reply?.message === NOT_IN_ORGANIZATION) return UNLIMITED;
  if (!reply?.data) throw new ApiError(502, GET_CREDITS_FAILED);
  return reply.data;
}

export function hasUnlimitedCredits(credits: Credits): boolean {
  return credits.credit_mode === 'unlimited' || credits.num_of_credits === UNLIMITED_CREDITS;
}

/** No credit left: students cannot start a CheckIn until the allowance refills or the plan changes. */
export function isOutOfCredits(credits: Credits): boolean {
  return !hasUnlimitedCredits(credits) && credits.num_of_credits <= 0;
}

/** Students use credits while the teacher watches: the count is read again every minute the page is open. */
export const creditsQuery = () =>
  queryOptions({ queryKey: creditsKeys.mine(), queryFn: getCredits, staleTime: 30_000, refetchInterval: 60_000 });

export function useCredits() {
  return useQuery(creditsQuery());
}

// An organisation's credits are its members' business alone: signing out forgets them.
registerStoreReset('credits', ({ queryClient }) => queryClient?.removeQueries({ queryKey: creditsKeys.all }));
