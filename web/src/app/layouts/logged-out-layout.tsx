import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PlainFrame } from './plain-frame';

/** loggedoutlayout: a light header (logo, pricing, sign in) and the footer. */
export function LoggedOutLayout() {
  return (
    <PlainFrame
      nav={
        <nav className="site-nav" aria-label="Main">
          <Link to={paths.pricing.to()}>Pricing</Link>
          <Link className="button button--secondary" to={paths.login.to()}>
            Sign in
          </Link>
        </nav>
      }
    >
      <Outlet />
    </PlainFrame>
  );
}
