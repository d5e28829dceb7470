import { useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { secondFactorInput, useVerifySecondFactor } from '../api/verify-second-factor';
import { AuthForm } from './auth-form';
import { CodeField } from './field';
import { SubmitButton } from '../../../ui/form-alert';
import { useFormFeedback } from './use-form-feedback';

/**
 * The 6-digit code an authenticator app shows, for one factor. Once it is right the session is at aal2, and the
 * page that waited for it goes on by itself (the route guard, or the page's own check).
 */
export function TotpCodeForm({ factorId, submitLabel }: { factorId: string; submitLabel: string }) {
  const verify = useVerifySecondFactor();
  const feedback = useFormFeedback(['code'] as const);
  const [code, setCode] = useState('');

  const submit = async () => {
    const checked = checkFields(secondFactorInput, { factorId, code });
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    try {
      await verify.mutateAsync(checked.data);
    } catch (error) {
      setCode('');
      feedback.show({ code: describeAuthError(error) });
    }
  };

  return (
    <AuthForm feedback={feedback} busy={verify.isPending} onSubmit={submit}>
      <CodeField
        value={code}
        onChange={setCode}
        hint="Open your authenticator app and type the code it shows for CheckIn."
        autoFocus
        {...feedback.field('code')}
      />
      <SubmitButton pending={verify.isPending} pendingLabel="Checking the code…">
        {submitLabel}
      </SubmitButton>
    </AuthForm>
  );
}
