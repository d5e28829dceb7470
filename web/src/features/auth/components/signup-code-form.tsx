import { useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { confirmSignupCodeInput, useConfirmSignupCode } from '../api/confirm-signup-code';
import { AuthForm } from './auth-form';
import { CodeField, Field } from './field';
import { SubmitButton } from '../../../ui/form-alert';
import { useFormFeedback } from './use-form-feedback';

/**
 * The confirmation mail's 6-digit code, typed here: the way to confirm when the mail is read on another device.
 * Without a known address (the page opened on its own) it asks for the address too.
 */
export function SignupCodeForm({ email: knownEmail, onConfirmed }: { email: string | null; onConfirmed: () => void }) {
  const confirm = useConfirmSignupCode();
  const feedback = useFormFeedback(['email', 'code'] as const);
  const [email, setEmail] = useState(knownEmail ?? '');
  const [code, setCode] = useState('');

  const submit = async () => {
    const checked = checkFields(confirmSignupCodeInput, { email, code });
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    try {
      await confirm.mutateAsync(checked.data);
      onConfirmed();
    } catch (error) {
      feedback.show({ code: describeAuthError(error) });
    }
  };

  return (
    <AuthForm feedback={feedback} busy={confirm.isPending} onSubmit={submit}>
      {knownEmail ? null : (
        <Field
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          {...feedback.field('email')}
        />
      )}
      <CodeField value={code} onChange={setCode} {...feedback.field('code')} />
      <SubmitButton pending={confirm.isPending} pendingLabel="Checking the code…">
        Confirm my email
      </SubmitButton>
    </AuthForm>
  );
}
