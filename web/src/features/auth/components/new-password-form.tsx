import { useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { PASSWORD_RULE, checkFields, serverFieldErrors } from '../../../lib/auth-rules';
import { setPasswordInput, useSetPassword } from '../api/set-password';
import { AuthForm } from './auth-form';
import { Field } from './field';
import { SubmitButton } from '../../../ui/form-alert';
import { useFormFeedback } from './use-form-feedback';

/** A new password, typed twice, for the signed-in teacher (a reset link's session, or a Google account's). */
export function NewPasswordForm({ submitLabel, onDone }: { submitLabel: string; onDone: () => void }) {
  const save = useSetPassword();
  const feedback = useFormFeedback(['password', 'confirm'] as const);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = async () => {
    const checked = checkFields(setPasswordInput, { password, confirm });
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    try {
      await save.mutateAsync(checked.data);
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error, describeAuthError);
      feedback.show(fields, Object.keys(fields).length ? null : describeAuthError(error));
    }
  };

  return (
    <AuthForm feedback={feedback} busy={save.isPending} onSubmit={submit}>
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={PASSWORD_RULE}
        {...feedback.field('password')}
      />
      <Field
        label="Type it again"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        {...feedback.field('confirm')}
      />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </AuthForm>
  );
}
