import { describeAuthError } from '../../../lib/auth-error';
import { useEnrollAuthenticator } from '../api/enroll-authenticator';
import { FormAlert } from '../../../ui/form-alert';
import { TotpCodeForm } from './totp-code-form';

/** The secret in groups of four, as authenticator apps show it when it is typed in. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Adding an authenticator app: a QR code to scan (or the secret to type), then a code from the app to confirm.
 * Started by a button, not on arrival, so that a page shown twice never makes two factors.
 */
export function TotpEnrolment({ submitLabel }: { submitLabel: string }) {
  const enroll = useEnrollAuthenticator();
  const factor = enroll.data;

  if (!factor) {
    return (
      <div className="auth-form">
        {enroll.isError ? <FormAlert tone="error">{describeAuthError(enroll.error)}</FormAlert> : null}
        <button
          type="button"
          className="button"
          onClick={() => enroll.mutate()}
          disabled={enroll.isPending}
          aria-busy={enroll.isPending || undefined}
        >
          {enroll.isPending ? 'Preparing…' : 'Set up an authenticator app'}
        </button>
      </div>
    );
  }

  return (
    <div className="totp-setup">
      <ol className="totp-setup__steps">
        <li>
          <p>Open an authenticator app on your phone and scan this QR code.</p>
          <img
            className="totp-setup__qr"
            src={factor.totp.qr_code}
            alt="QR code to add CheckIn to your authenticator app"
            width={184}
            height={184}
          />
          <p>Can't scan it? Choose to enter a setup key in the app and type this key:</p>
          <p>
            <code className="totp-setup__secret" data-testid="totp-secret">
              {groupSecret(factor.totp.secret)}
            </code>
          </p>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows for CheckIn.</p>
        </li>
      </ol>
      <TotpCodeForm factorId={factor.id} submitLabel={submitLabel} />
    </div>
  );
}
