import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authClient } from '../../../lib/auth';
import { describeAuthError } from '../../../lib/auth-error';
import { paths } from '../../../lib/paths';
import { useAuthSession, useSecondFactorDue } from '../../../lib/use-auth-session';
import '../components/auth-forms.css';
import { FormAlert } from '../../../ui/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { SecondFactorStep } from '../components/second-factor-step';

/**
 * /auth/reset-password: the reset mail's link lands here with a recovery session in the fragment (the auth client
 * signs the teacher in from it and says PASSWORD_RECOVERY). A new password, twice, and on to the dashboard. An
 * account with a second factor gives its code first: the server changes a password only at aal2.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const session = useAuthSession();
  const factorDue = useSecondFactorDue();
  const client = authClient();
  const [fromLink] = useState(() => client.urlResult);
  const [recovering, setRecovering] = useState(fromLink.kind === 'session' && fromLink.type === 'recovery');
  useEffect(() => client.onAuthStateChange((event) => event === 'PASSWORD_RECOVERY' && setRecovering(true)), [client]);

  if (!session) {
    return (
      <section className="auth-page" aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        <FormAlert tone="error">
          {fromLink.kind === 'error'
            ? describeAuthError(fromLink.error)
            : 'This page needs the link from a password reset email, and that link has expired or was already used.'}
        </FormAlert>
        <div className="actions">
          <Link className="button" to={paths.passwordResetRequest.to()}>
            Send me a new link
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <p className="field__hint">
        {recovering ? 'Your reset link has signed you in' : 'You are signed in'}
        {session.user?.email ? ` as ${session.user.email}` : ''}. Choose the password you will use from now on.
      </p>
      {factorDue ? (
        <SecondFactorStep
          continueLabel="Continue"
          intro="Your account uses two-step sign-in, so a reset link alone cannot change its password."
        />
      ) : (
        <NewPasswordForm submitLabel="Save and continue" onDone={() => navigate(paths.dashboard.to())} />
      )}
    </section>
  );
}
