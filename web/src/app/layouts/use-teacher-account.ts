import type { Credits } from '@checkin/contracts';
import { useShouldShowAdmin } from '../../features/org-admin/api/get-should-show-admin';
import { useProfile } from '../../lib/get-profile';
import { hasUnlimitedCredits, useCredits } from '../../lib/get-credits';
import { useAuthSession } from '../../lib/use-auth-session';

/**
 * Spec §3 Credits, §6, §8: the credits the server gives (GET /credits/getCreditsForUser/); a teacher in no
 * organisation has unlimited ones. Unknown while they load, or when they could not be read.
 */
export type CreditsView = { kind: 'unlimited' } | { kind: 'count'; credits: number; max: number } | { kind: 'unknown' };

export function creditsView(credits: Credits | undefined): CreditsView {
  if (!credits) return { kind: 'unknown' };
  if (hasUnlimitedCredits(credits)) return { kind: 'unlimited' };
  return { kind: 'count', credits: Math.max(credits.num_of_credits, 0), max: credits.max_monthly_credits };
}

/** What the shell shows of the signed-in teacher; the admin area is shown when the server says so (spec §6). */
export function useTeacherAccount() {
  const profile = useProfile();
  const session = useAuthSession();
  const credits = useCredits();
  const standing = useShouldShowAdmin();
  const meta = session?.user?.user_metadata;
  const first = profile.data?.first_name ?? meta?.first_name ?? '';
  const last = profile.data?.last_name ?? meta?.last_name ?? '';
  const email = profile.data?.email ?? session?.user?.email ?? '';
  const name = `${first} ${last}`.trim() || email;
  const initials = (first[0] ?? '') + (last[0] ?? '') || (email[0] ?? '?');
  return {
    name,
    email,
    initials: initials.toUpperCase(),
    isOrgAdmin: standing.data?.shouldShowAdmin ?? false,
    credits: creditsView(credits.data),
  };
}
