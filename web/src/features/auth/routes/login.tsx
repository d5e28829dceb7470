import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { returnPathAfterLogin } from '../../../lib/route-guard';

/** Sign-in itself comes with teacher accounts; the address and its redirectTo already work. */
export default function LoginPage() {
  const { search } = useLocation();
  const returning = returnPathAfterLogin(search) !== paths.dashboard.to();
  return (
    <article className="prose">
      <h1>Sign in</h1>
      <p className="lead">
        Teacher accounts are coming soon. This is where you will sign in to build CheckIns and read their reports
        {returning ? ', and come straight back to the page you asked for' : ''}.
      </p>
      <p>Students do not need an account: open the link your teacher shared with you.</p>
      <div className="actions">
        <Link to={paths.home.to()}>Back to the home page</Link>
      </div>
    </article>
  );
}
