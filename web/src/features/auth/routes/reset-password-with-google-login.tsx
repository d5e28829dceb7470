import { useState } from 'react';
import { Link } from 'react-router-dom';
import { identityProvidersOf, useAuthSettings } from '../../../lib/auth-settings';
import { paths } from '../../../lib/paths';
import { REDIRECT_PARAM } from '../../../lib/route-guard';
import { useAuthSession, useSecondFactorDue } from '../../../lib/use-auth-session';
import '../components/auth-forms.css';
import { FormAlert } from '../../../ui/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { SecondFactorStep } from '../components/second-factor-step';

/**
 * /auth/reset-password-with-google-login: an account made with an identity provider (Google, say) has no
 * password; this sets one (PUT /auth/v1/user), so the teacher can also sign in with their email address. The
 * second factor comes first when the account needs it.
 */
export default function ResetPasswordWithGooglePage() {
  const session = useAuthSession();
  const factorDue = useSecondFactorDue();
  const settings = useAuthSettings();
  const [done, setDone] = useState(false);
  const here = paths.resetPasswordWithGoogle.to();

  if (!session) {
    return (
      <section className="auth-page" aria-labelledby="google-password-title">
        <h1 id="google-password-title">Set a password</h1>
        <p className="lead">Sign in first, then set the password for your account here.</p>
        <div className="actions">
          <Link className="button" to={`${paths.login.to()}?${new URLSearchParams({ [REDIRECT_PARAM]: here })}`}>
            Sign in
          </Link>
        </div>
      </section>
    );
  }

  const madeWith = settings.isPending
    ? 'an identity provider'
    : providerName(session.user?.app_metadata?.provider, identityProvidersOf(settings.data));
  return (
    <section className="auth-page" aria-labelledby="google-password-title">
      <h1 id="google-password-title">Set a password</h1>
      {done ? (
        <>
          <FormAlert tone="success">
            Your password is set. You can now also sign in with {session.user?.email ?? 'your email address'} and it.
          </FormAlert>
          <div className="actions">
            <Link className="button" to={paths.dashboard.to()}>
              Go to your dashboard
            </Link>
          </div>
        </>
      ) : factorDue ? (
        <SecondFactorStep continueLabel="Continue" />
      ) : (
        <>
          <p className="field__hint">
            Your account was made with {madeWith}. Set a password to also sign in with your email address
            {session.user?.email ? ` (${session.user.email})` : ''}.
          </p>
          <NewPasswordForm submitLabel="Set password" onDone={() => setDone(true)} />
        </>
      )}
    </section>
  );
}

/** The provider the account was made with, by the name the server gives it once its settings are read. */
function providerName(id: string | undefined, providers: Array<{ id: string; name: string }>): string {
  const known = providers.find((provider) => provider.id === id);
  if (known) return known.name;
  return id && id !== 'email' ? id.charAt(0).toUpperCase() + id.slice(1) : 'Google';
}
