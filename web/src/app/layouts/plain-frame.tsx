import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PageLoading } from '../../ui/page-loading';
import { MAIN_ID, SkipLink } from '../../ui/skip-link';
import { SiteFooter } from './site-footer';

/** Header, main and footer without Mantine: the frame of the public and student pages and of the error page. */
export function PlainFrame({
  children,
  nav,
  narrow = false,
  brandLinksHome = true,
}: {
  children: ReactNode;
  nav?: ReactNode;
  narrow?: boolean;
  brandLinksHome?: boolean;
}) {
  return (
    <div className="site">
      <SkipLink />
      <header className="site-header">
        <div className="site-header__inner">
          {brandLinksHome ? (
            <Link className="brand" to={paths.home.to()}>
              CheckIn
            </Link>
          ) : (
            <span className="brand">CheckIn</span>
          )}
          {nav}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={narrow ? 'site-main site-main--narrow' : 'site-main'}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
