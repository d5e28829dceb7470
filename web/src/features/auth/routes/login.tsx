import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { REDIRECT_PARAM } from '../../../lib/route-guard';
import { useAuthSession, useSecondFactorDue } from '../../../lib/use-auth-session';
import '../components/auth-forms.css';
import { FormAlert } from '../../../ui/form-alert';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { ProviderButtons } from '../components/provider-buttons';
import { SecondFactorStep } from '../components/second-factor-step';
import { SignInCodeForm } from '../components/sign-in-code-form';
import { signInNotice } from '../components/sign-in-notice';

/**
 * /login: a password, a mailed link with its 6-digit code, or an identity provider. Once signed in, the route guard
 * takes the teacher to ?redirectTo= (a page of this site) or the dashboard; an account that needs a second factor
 * (spec §4: a session at aal1, aal2 required) first passes the second-factor step here, however it signed in.
 */
export default function LoginPage() {
  const session = useAuthSession();
  const factorDue = useSecondFactorDue();
  if (session && factorDue) {
    return (
      <section className="auth-page" aria-labelledby="login-title">
        <h1 id="login-title">Two-step sign-in</h1>
        <SecondFactorStep continueLabel="Continue" />
      </section>
    );
  }
  return <FirstFactor />;
}

function FirstFactor() {
  const { search } = useLocation();
  const [notice] = useState(() => signInNotice(search));
  const [linkSent, setLinkSent] = useState<{ email: string; why?: string } | null>(null);
  const returnTo = new URLSearchParams(search).get(REDIRECT_PARAM);
  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      <p className="field__hint">
        For teachers and school admins. Students do not need an account: open the link your teacher shared.
      </p>
      {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
      {linkSent ? (
        <SignInCodeForm email={linkSent.email} why={linkSent.why} onBack={() => setLinkSent(null)} />
      ) : (
        <>
          <PasswordSignInForm onLinkSent={(email, why) => setLinkSent({ email, why })} />
          <ProviderButtons returnTo={returnTo} />
        </>
      )}
      <div className="auth-links">
        <p>
          New to CheckIn? <Link to={paths.signup.to()}>Create an account</Link>
        </p>
      </div>
    </section>
  );
}
