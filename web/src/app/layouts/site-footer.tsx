import { Link } from 'react-router-dom';
import { useOptionalConsent } from '../../features/consent/consent-context';
import { paths } from '../../lib/paths';

/** Every layout's footer: the policies and the way back to the cookie choice (spec §2). */
export function SiteFooter({ besideNavbar = false }: { besideNavbar?: boolean }) {
  const consent = useOptionalConsent();
  return (
    <footer className={besideNavbar ? 'site-footer site-footer--beside-navbar' : 'site-footer'}>
      <div className="site-footer__inner">
        <span>© {new Date().getFullYear()} CheckIn</span>
        <nav aria-label="Policies">
          <Link to={paths.policy.to('privacy')}>Privacy</Link>
          <Link to={paths.policy.to('cookies')}>Cookies</Link>
          {consent && (
            <button type="button" className="link-button" onClick={consent.openPreferences}>
              Cookie Preferences
            </button>
          )}
        </nav>
      </div>
    </footer>
  );
}
