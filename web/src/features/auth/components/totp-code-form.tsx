import { type FormEvent, useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { secondFactorInput, useVerifySecondFactor } from '../api/verify-second-factor';
import { Field } from './field';
import { FormAlert, SubmitButton } from './form-alert';
import { useFormFeedback } from './use-form-feedback';

/**
 * The 6-digit code an authenticator app shows, for one factor. Once it is right the session is at aal2, and the
 * page that waited for it goes on by itself (the route guard, or the page's own check).
 */
export function TotpCodeForm({ factorId, submitLabel }: { factorId: string; submitLabel: string }) {
  const verify = useVerifySecondFactor();
  const feedback = useFormFeedback(['code'] as const);
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {feedback.formError ? (
        <FormAlert tone="error" alertRef={feedback.alertRef}>
          {feedback.formError}
        </FormAlert>
      ) : null}
      <fieldset disabled={verify.isPending}>
        <Field
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(value) => setCode(value.replace(/\s/g, ''))}
          hint="Open your authenticator app and type the code it shows for CheckIn."
          autoFocus
          {...feedback.field('code')}
        />
        <SubmitButton pending={verify.isPending} pendingLabel="Checking the code…">
          {submitLabel}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
