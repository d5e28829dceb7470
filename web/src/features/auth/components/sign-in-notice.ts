import { authClient } from '../../../lib/auth';
import { describeAuthError } from '../../../lib/auth-error';
import { signOutReason } from '../../../lib/auth-session';

/** Notices other pages send to the sign-in page in its `notice` query parameter. */
const NOTICES: Record<string, string> = {
  email_change_half_confirmed:
    'One address is confirmed. Open the link we sent to your other address to finish changing your email. Until then, sign in with your current address.',
};

/**
 * Why the teacher is at the sign-in page, when it is not their own doing: a forced log-out, an ended session, a bad
 * link, or the first of an email change's two links.
 */
export function signInNotice(search: string): string | null {
  const named = NOTICES[new URLSearchParams(search).get('notice') ?? ''];
  if (named) return named;
  const client = authClient();
  if (client.forcedLogOut || signOutReason() === 'forced') {
    return "You have been signed out: this account can't be used at the moment. If that seems wrong, ask your organisation's admin.";
  }
  if (signOutReason() === 'expired') return 'Your session has ended. Please sign in again.';
  const fromLink = client.urlResult;
  if (fromLink.kind === 'error') return `That link did not work: ${describeAuthError(fromLink.error)}`;
  return null;
}
