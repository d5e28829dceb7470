import { type Profile, useProfile } from '../../features/profile/api/get-profile';
import { useAuthSession } from '../../lib/use-auth-session';

/**
 * What the shell shows of the signed-in teacher. Spec §6: the admin area is shown when a call says so
 * (GET /organizations/getShouldShowAdmin/); until the API has that call, an organisation member whose role is
 * `admin` sees it.
 */
const ADMIN_ROLES = new Set(['admin', 'org_admin']);

/**
 * Spec §3 Credits, §6: a teacher in no organisation has unlimited credits. The API has no
 * GET /credits/getCreditsForUser/ yet, so an organisation member sees their plan instead of a count: this is the
 * one place to fetch the credits when that call exists.
 */
export type CreditsView =
  | { kind: 'unlimited' }
  | { kind: 'count'; credits: number; max: number }
  | { kind: 'plan'; plan: string }
  | { kind: 'unknown' };

export function creditsFromProfile(profile: Profile | undefined): CreditsView {
  if (!profile) return { kind: 'unknown' };
  if (!profile.organization) return { kind: 'unlimited' };
  const plan = profile.current_subscription?.plan?.name ?? profile.current_subscription?.name;
  return plan ? { kind: 'plan', plan } : { kind: 'unknown' };
}

export function useTeacherAccount() {
  const profile = useProfile();
  const session = useAuthSession();
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
    isOrgAdmin: Boolean(profile.data?.organization && ADMIN_ROLES.has(profile.data.role ?? '')),
    credits: creditsFromProfile(profile.data),
  };
}
