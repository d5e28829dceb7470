import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { paths } from '../../../lib/paths';
import { passwordResetInput, useRequestPasswordReset } from '../api/request-password-reset';
import '../components/auth-forms.css';
import { AuthForm } from '../components/auth-form';
import { Field } from '../components/field';
import { FormAlert, SubmitButton } from '../../../ui/form-alert';
import { useFormFeedback } from '../components/use-form-feedback';

/** /auth/password_reset_request: an email address in, a reset link out (if there is such an account). */
export default function PasswordResetRequestPage() {
  const request = useRequestPasswordReset();
  const feedback = useFormFeedback(['email'] as const);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async () => {
    const checked = checkFields(passwordResetInput, { email });
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    try {
      await request.mutateAsync(checked.data);
      setSentTo(checked.data.email);
    } catch (error) {
      feedback.show({}, describeAuthError(error));
    }
  };

  return (
    <section className="auth-page" aria-labelledby="reset-request-title">
      <h1 id="reset-request-title">Reset your password</h1>
      {sentTo ? (
        <FormAlert tone="success">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password.
          </p>
          <p>The link works once. Nothing after a few minutes? Look in your spam folder.</p>
        </FormAlert>
      ) : (
        <>
          <p className="field__hint">Enter the email address of your account and we will send you a link.</p>
          <AuthForm feedback={feedback} busy={request.isPending} onSubmit={submit}>
            <Field
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              {...feedback.field('email')}
            />
            <SubmitButton pending={request.isPending} pendingLabel="Sending…">
              Send me a reset link
            </SubmitButton>
          </AuthForm>
        </>
      )}
      <div className="auth-links">
        <p>
          Remembered it? <Link to={paths.login.to()}>Sign in</Link>
        </p>
      </div>
    </section>
  );
}
