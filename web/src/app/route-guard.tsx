import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAuthenticated } from '../lib/auth-session';
import { guardRoute } from '../lib/route-guard';
import { usePageViews } from './use-page-views';

/**
 * Spec §2: decided on every location before its page renders (so a refused page is never fetched). Only an
 * allowed navigation counts as a page view.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const decision = guardRoute(location, isAuthenticated());
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
