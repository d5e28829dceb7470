import { PUBLIC_PATHS, PUBLIC_PREFIXES, paths } from './paths';

/** What the router does with a navigation, decided before any page loads (spec §2, route guard). */
export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

export const REDIRECT_PARAM = 'redirectTo';

type Place = { pathname: string; search?: string; hash?: string };

export function isPublicPath(pathname: string): boolean {
  const path = normalize(pathname);
  return PUBLIC_PATHS.includes(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * `secondFactorDue`: the session is at aal1 and the account needs aal2 (spec §4); private pages wait for it.
 * `rememberPlace: false` sends a refused visit to a plain /login: after a teacher signed out on purpose, signing
 * in again starts afresh at the dashboard. A signed-in teacher opening /login goes where redirectTo says, else to
 * the dashboard (that is also how a successful sign-in leaves the page).
 */
export function guardRoute(
  place: Place,
  authenticated: boolean,
  { rememberPlace = true, secondFactorDue = false }: { rememberPlace?: boolean; secondFactorDue?: boolean } = {},
): GuardDecision {
  const path = normalize(place.pathname);
  // Signed in with a password (or link, code, provider) while the account needs aal2: the public pages, and /login
  // for the second-factor step, which then leads on as a sign-in does.
  const fullySignedIn = authenticated && !secondFactorDue;
  if (path === paths.login.pattern && fullySignedIn) {
    return { action: 'redirect', to: returnPathAfterLogin(place.search ?? '') };
  }
  if (fullySignedIn || isPublicPath(path)) return { action: 'allow' };
  if (!rememberPlace) return { action: 'redirect', to: paths.login.to() };
  const back = `${place.pathname}${place.search ?? ''}${place.hash ?? ''}`;
  const query = new URLSearchParams({ [REDIRECT_PARAM]: back });
  return { action: 'redirect', to: `${paths.login.to()}?${query}` };
}

/**
 * Where sign-in returns to: the asked-for path when it is a path of this site, else the dashboard. Never
 * another origin ("//evil.example" or "https://..."), so a crafted link cannot send a teacher elsewhere.
 */
export function returnPathAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return paths.dashboard.to();
  }
  return target;
}

function normalize(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') && !PUBLIC_PREFIXES.includes(pathname)
    ? pathname.replace(/\/+$/, '') || '/'
    : pathname;
}
