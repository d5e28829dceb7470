import { authClient } from '../../../lib/auth';
import { describeAuthError } from '../../../lib/auth-error';
import { signOutReason } from '../../../lib/auth-session';

/** Why the teacher is at the sign-in page, when it is not their own doing: a forced log-out, an ended session, a bad link. */
export function signInNotice(): string | null {
  const client = authClient();
  if (client.forcedLogOut || signOutReason() === 'forced') {
    return "You have been signed out: this account can't be used at the moment. If that seems wrong, ask your organisation's admin.";
  }
  if (signOutReason() === 'expired') return 'Your session has ended. Please sign in again.';
  const fromLink = client.urlResult;
  if (fromLink.kind === 'error') return `That link did not work: ${describeAuthError(fromLink.error)}`;
  return null;
}
