import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAuthSession } from '../../lib/use-auth-session';
import { PlainFrame } from './plain-frame';

/**
 * loggedoutlayout: a light header (logo, pricing, and the way in) and the footer. A signed-in teacher (just
 * confirmed, or reading the pricing) is offered their dashboard rather than a sign-in.
 */
export function LoggedOutLayout() {
  const signedIn = useAuthSession() !== null;
  return (
    <PlainFrame
      nav={
        <nav className="site-nav" aria-label="Main">
          <Link to={paths.pricing.to()}>Pricing</Link>
          {signedIn ? (
            <Link className="button button--secondary" to={paths.dashboard.to()}>
              Dashboard
            </Link>
          ) : (
            <Link className="button button--secondary" to={paths.login.to()}>
              Sign in
            </Link>
          )}
        </nav>
      }
    >
      <Outlet />
    </PlainFrame>
  );
}
