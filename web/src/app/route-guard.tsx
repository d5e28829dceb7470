import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { startAuthIfNeeded } from '../lib/auth-boot';
import {
  authStatus,
  hasAuthCodeParams,
  hasAuthFragment,
  secondFactorDue,
  signOutReason,
  subscribeAuth,
  withoutAuthCodeParams,
} from '../lib/auth-session';
import { guardRoute, isPublicPath } from '../lib/route-guard';
import { RouteLoading } from './route-loading';
import { usePageViews } from './use-page-views';

/**
 * Spec §2: decided on every location before its page renders (so a refused page is never fetched), and again
 * whenever the auth client signs someone in or out. Only an allowed navigation counts as a page view.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const status = useSyncExternalStore(subscribeAuth, authStatus);
  const factorDue = useSyncExternalStore(subscribeAuth, () => secondFactorDue());
  useEffect(() => startAuthIfNeeded(), [location.key, status]);

  if (hasAuthFragment(location.hash)) {
    // A mail link: the auth client takes the session (or error) from the address and cleans it; the router's copy
    // goes too, so that no page view or log ever carries the tokens.
    if (status === 'starting') return <RouteLoading />;
    return <Navigate to={{ pathname: location.pathname, search: location.search }} replace />;
  }
  if (hasAuthCodeParams(location.search)) {
    // A provider sign-in coming back with ?code= (or an error): the same, for the query.
    if (status === 'starting') return <RouteLoading />;
    const search = withoutAuthCodeParams(location.search);
    return <Navigate to={{ pathname: location.pathname, search, hash: location.hash }} replace />;
  }
  if (status === 'starting' && !isPublicPath(location.pathname)) return <RouteLoading />;
  const decision = guardRoute(location, status === 'signed-in', {
    rememberPlace: signOutReason() !== 'requested',
    secondFactorDue: factorDue,
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <>
      <PageViews />
      {children}
    </>
  );
}

function PageViews() {
  usePageViews();
  return null;
}
