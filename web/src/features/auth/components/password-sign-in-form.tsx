import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeAuthError, isAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { paths } from '../../../lib/paths';
import { sendSignInLinkInput, useSendSignInLink } from '../api/send-sign-in-link';
import { signInInput, useSignInWithPassword } from '../api/sign-in-with-password';
import { AuthForm } from './auth-form';
import { Field } from './field';
import { FormAlert, SubmitButton } from '../../../ui/form-alert';
import { ResendConfirmation } from './resend-confirmation';
import { useFormFeedback } from './use-form-feedback';

/**
 * Email and password, or "Email me a sign-in link" with the same address. A successful sign-in needs nothing more
 * here: the route guard sees the teacher signed in and takes them on (redirectTo, else the dashboard).
 */
/** Why a right password was not enough (sign_in_link_sent): the server mailed a sign-in link and code instead. */
const GUESSED_AT =
  'Many wrong passwords were tried for this account from other places, so from here we also need the code we have just emailed you.';

export function PasswordSignInForm({ onLinkSent }: { onLinkSent: (email: string, why?: string) => void }) {
  const signIn = useSignInWithPassword();
  const sendLink = useSendSignInLink();
  const feedback = useFormFeedback(['email', 'password'] as const);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const busy = signIn.isPending || sendLink.isPending;

  const submit = async () => {
    const checked = checkFields(signInInput, { email, password });
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    setUnconfirmed(null);
    try {
      await signIn.mutateAsync(checked.data);
    } catch (error) {
      if (isAuthError(error) && error.code === 'email_not_confirmed') setUnconfirmed(checked.data.email);
      else if (isAuthError(error) && error.code === 'sign_in_link_sent') onLinkSent(checked.data.email, GUESSED_AT);
      else feedback.show({}, describeAuthError(error));
    }
  };

  const emailLink = async () => {
    const checked = checkFields(sendSignInLinkInput, { email });
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    try {
      await sendLink.mutateAsync(checked.data);
      onLinkSent(checked.data.email);
    } catch (error) {
      feedback.show({}, describeAuthError(error));
    }
  };

  return (
    <>
      {unconfirmed ? (
        <FormAlert tone="info">
          <p>
            <strong>Check your mail to confirm your address.</strong> We sent a confirmation link to {unconfirmed} when
            you signed up. Open it, then sign in here.
          </p>
          <ResendConfirmation email={unconfirmed} />
        </FormAlert>
      ) : null}
      <AuthForm feedback={feedback} busy={busy} onSubmit={submit}>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          {...feedback.field('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          aside={<Link to={paths.passwordResetRequest.to()}>Forgot your password?</Link>}
          {...feedback.field('password')}
        />
        <SubmitButton pending={signIn.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
        <p className="auth-divider">or</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void emailLink()}
          aria-busy={sendLink.isPending || undefined}
        >
          {sendLink.isPending ? 'Sending the link…' : 'Email me a sign-in link'}
        </button>
      </AuthForm>
    </>
  );
}
