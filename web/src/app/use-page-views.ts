import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageView } from '../features/activity/api/post-activity';
import { trackPageView } from '../lib/analytics';
import { getSession, isAuthenticated } from '../lib/auth-session';
import { readConsent } from '../lib/consent';
import { isStudentPage } from '../lib/student-pages';

/**
 * After each navigation: a page_view activity for a signed-in teacher (the call needs their token; students and
 * visitors send none), and a page view for the analytics tag only with analytics consent, and never from a student's
 * page (students send no analytics, whatever someone else on the device once accepted).
 */
export function usePageViews(): void {
  const location = useLocation();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === location.key) return; // StrictMode runs effects twice; one navigation is one view.
    seen.current = location.key;
    if (!isStudentPage(location.pathname)) trackPageView(`${location.pathname}${location.search}`, readConsent());
    const session = isAuthenticated() ? getSession() : null;
    if (session) void recordPageView(location, session.access_token);
  }, [location]);
}
