import { useSyncExternalStore } from 'react';
import { type AuthSession, getSession, isSignedInSession, secondFactorDue, subscribeAuth } from './auth-session';

/** The signed-in teacher's session, or null; renders again whenever the auth client changes it (any tab). */
export function useAuthSession(): AuthSession | null {
  const session = useSyncExternalStore(subscribeAuth, getSession);
  return isSignedInSession(session) ? session : null;
}

/** True while the signed-in session is at aal1 and the account needs its second factor (spec §4). */
export function useSecondFactorDue(): boolean {
  return useSyncExternalStore(subscribeAuth, () => secondFactorDue());
}
