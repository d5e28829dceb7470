import { useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { resendVerificationInput, useResendVerification } from '../api/resend-verification';
import { Field } from './field';

/**
 * "Send the confirmation link again", for an account whose address is not confirmed yet. Without a known address
 * it asks for one first.
 */
export function ResendConfirmation({ email: knownEmail }: { email?: string | null }) {
  const resend = useResendVerification();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    const checked = checkFields(resendVerificationInput, { email });
    if (!checked.ok) return setProblem(checked.errors.email);
    setProblem(undefined);
    setSentTo(null);
    try {
      await resend.mutateAsync(checked.data);
      setSentTo(checked.data.email);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <div className="auth-form">
      {knownEmail ? null : (
        <Field label="Your email" type="email" autoComplete="email" value={email} onChange={setEmail} error={problem} />
      )}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void send()}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
      >
        {resend.isPending ? 'Sending…' : 'Resend the confirmation email'}
      </button>
      <div aria-live="polite">
        {sentTo ? <p className="field__hint">We have sent a new confirmation link to {sentTo}.</p> : null}
      </div>
      {resend.isError ? (
        <p className="field__error" role="alert">
          {describeAuthError(resend.error)}
        </p>
      ) : null}
    </div>
  );
}
