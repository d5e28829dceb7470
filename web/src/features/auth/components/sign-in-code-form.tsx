import { useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { useSendSignInLink } from '../api/send-sign-in-link';
import { useVerifySignInCode, verifySignInCodeInput } from '../api/verify-sign-in-code';
import { AuthForm } from './auth-form';
import { CodeField } from './field';
import { FormAlert, SubmitButton } from '../../../ui/form-alert';
import { useFormFeedback } from './use-form-feedback';

/**
 * After "Email me a sign-in link", or a password that was not enough on its own (`why`): open the link, or type the
 * 6-digit code from the same mail here.
 */
export function SignInCodeForm({ email, why, onBack }: { email: string; why?: string; onBack: () => void }) {
  const verify = useVerifySignInCode();
  const resend = useSendSignInLink();
  const feedback = useFormFeedback(['code'] as const);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const busy = verify.isPending || resend.isPending;

  const submit = async () => {
    const checked = checkFields(verifySignInCodeInput, { email, code });
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    try {
      await verify.mutateAsync(checked.data); // signed in: the route guard takes the teacher on
    } catch (error) {
      feedback.show({ code: describeAuthError(error) });
    }
  };

  const sendAgain = async () => {
    feedback.clear();
    setResent(false);
    try {
      await resend.mutateAsync({ email });
      setResent(true);
    } catch (error) {
      feedback.show({}, describeAuthError(error));
    }
  };

  return (
    <>
      <FormAlert tone="success">
        {why ? <p>{why}</p> : null}
        <p>
          We have emailed a sign-in link to <strong>{email}</strong>. Open it on this device, or enter the 6-digit code
          from the email below.
        </p>
        {resent ? <p>A new link and code are on their way.</p> : null}
      </FormAlert>
      <AuthForm feedback={feedback} busy={busy} onSubmit={submit}>
        <CodeField value={code} onChange={setCode} autoFocus {...feedback.field('code')} />
        <SubmitButton pending={verify.isPending} pendingLabel="Checking the code…">
          Sign in
        </SubmitButton>
        <button type="button" className="link-button" onClick={() => void sendAgain()}>
          Send a new link and code
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          Use a different email, or your password
        </button>
      </AuthForm>
    </>
  );
}
