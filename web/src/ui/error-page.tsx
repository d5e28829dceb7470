import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/** Spec §2, the generic error page: not found for 404, server error for any other status. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const notFound = status === 404;
  const title = message || (notFound ? 'Page Not Found' : 'Internal Server Error');
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__status">Error {status}</p>
      <h1 id="error-page-title">{title}</h1>
      <p className="lead">
        {notFound
          ? 'There is no page at this address. The link may be mistyped, or the page may have moved.'
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      <div className="actions">
        <Link className="button" to={paths.home.to()}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
