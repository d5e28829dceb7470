import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authClient } from '../../../lib/auth';
import { describeAuthError } from '../../../lib/auth-error';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/use-auth-session';
import '../components/auth-forms.css';
import { FormAlert } from '../../../ui/form-alert';
import { ResendConfirmation } from '../components/resend-confirmation';
import { SignupCodeForm } from '../components/signup-code-form';

/**
 * /auth/signupconfirmation: "check your mail" after sign-up (?email=…), where the mail's code can be typed, and
 * where the confirmation link lands with its session in the fragment (the route guard waits while the auth client
 * signs the teacher in from it).
 */
export default function SignupConfirmationPage() {
  const { search } = useLocation();
  const email = new URLSearchParams(search).get('email');
  const session = useAuthSession();
  const [fromLink] = useState(() => authClient().urlResult);
  const [byCode, setByCode] = useState(false);

  if ((fromLink.kind === 'session' || byCode) && session) {
    const firstName = session.user?.user_metadata?.first_name;
    return (
      <section className="auth-page" aria-labelledby="confirm-title">
        <h1 id="confirm-title">Your email is confirmed</h1>
        <p className="lead">Welcome to CheckIn{firstName ? `, ${firstName}` : ''}. You are signed in.</p>
        <div className="actions">
          <Link className="button" to={paths.dashboard.to()}>
            Go to your dashboard
          </Link>
        </div>
      </section>
    );
  }

  if (fromLink.kind === 'error') {
    return (
      <section className="auth-page" aria-labelledby="confirm-title">
        <h1 id="confirm-title">That confirmation link did not work</h1>
        <FormAlert tone="error">{describeAuthError(fromLink.error)}</FormAlert>
        <p className="field__hint">Links work once and expire after a while. We can send you a new one.</p>
        <ResendConfirmation email={email} />
      </section>
    );
  }

  return (
    <section className="auth-page" aria-labelledby="confirm-title">
      <h1 id="confirm-title">Check your email</h1>
      <p className="lead">
        {email ? (
          <>
            We have sent a confirmation link and a 6-digit code to <strong>{email}</strong>.
          </>
        ) : (
          'We have sent you a confirmation link and a 6-digit code.'
        )}{' '}
        Open the link, or enter the code here, to finish creating your account.
      </p>
      <SignupCodeForm email={email} onConfirmed={() => setByCode(true)} />
      <h2 className="auth-page__subtitle">No email?</h2>
      <p className="field__hint">Nothing after a few minutes? Look in your spam folder, or have it sent again.</p>
      <ResendConfirmation email={email} />
      <div className="auth-links">
        <p>
          Already confirmed? <Link to={paths.login.to()}>Sign in</Link>
        </p>
      </div>
    </section>
  );
}
