import type { ReactNode } from 'react';
import { authClient } from '../../../lib/auth';
import { describeAuthError } from '../../../lib/auth-error';
import { useFactors } from '../api/list-factors';
import { FormAlert } from '../../../ui/form-alert';
import { TotpCodeForm } from './totp-code-form';
import { TotpEnrolment } from './totp-enrolment';

/**
 * Spec §4, aal1 to aal2: the code from the account's authenticator app; or, when the organisation requires a
 * second factor and the account has none yet, setting one up. Either way the session ends at aal2.
 */
export function SecondFactorStep({ continueLabel, intro }: { continueLabel: string; intro?: ReactNode }) {
  const factors = useFactors();
  const verified = factors.data?.totp[0];

  return (
    <div aria-live="polite" aria-busy={factors.isPending || undefined}>
      {factors.isPending ? (
        <p className="field__hint">Checking your account's sign-in settings…</p>
      ) : factors.isError ? (
        <FormAlert tone="error">
          <p>{describeAuthError(factors.error)}</p>
          <button type="button" className="link-button" onClick={() => void factors.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : verified ? (
        <>
          <p className="field__hint">
            {intro ?? 'Your account uses two-step sign-in.'} Enter the code from your authenticator app
            {verified.friendly_name ? ` (${verified.friendly_name})` : ''}.
          </p>
          <TotpCodeForm factorId={verified.id} submitLabel={continueLabel} />
        </>
      ) : (
        <>
          <p className="field__hint">
            Your organisation requires two-step sign-in. Set up an authenticator app (such as Google Authenticator,
            Microsoft Authenticator or 1Password) to continue.
          </p>
          <TotpEnrolment submitLabel={continueLabel} />
        </>
      )}
      <div className="auth-links">
        <p>
          <button type="button" className="link-button" onClick={() => void authClient().signOut({ scope: 'local' })}>
            Sign in as someone else
          </button>
        </p>
      </div>
    </div>
  );
}
