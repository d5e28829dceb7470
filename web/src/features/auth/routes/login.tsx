import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import '../components/auth-forms.css';
import { FormAlert } from '../components/form-alert';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { SignInCodeForm } from '../components/sign-in-code-form';
import { signInNotice } from '../components/sign-in-notice';

/**
 * /login: a password, or a mailed link with its 6-digit code. Once signed in, the route guard takes the teacher to
 * ?redirectTo= (a page of this site) or the dashboard.
 * The multi-factor step (an aal1 session whose account has a verified factor, spec §4) comes with the next slice,
 * between these forms and that redirect.
 */
export default function LoginPage() {
  const [notice] = useState(signInNotice);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      <p className="field__hint">
        For teachers and school admins. Students do not need an account: open the link your teacher shared.
      </p>
      {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
      {linkSentTo ? (
        <SignInCodeForm email={linkSentTo} onBack={() => setLinkSentTo(null)} />
      ) : (
        <PasswordSignInForm onLinkSent={setLinkSentTo} />
      )}
      <div className="auth-links">
        <p>
          New to CheckIn? <Link to={paths.signup.to()}>Create an account</Link>
        </p>
      </div>
    </section>
  );
}
