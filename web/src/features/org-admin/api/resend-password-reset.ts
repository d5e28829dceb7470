import { RESEND_PASSWORD_RESET_FAILED } from '@checkin/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';

/**
 * POST /organizations/resendPasswordReset {email, organization_id} → {message}: a password reset, or the invitation
 * again to a member who has yet to choose a password.
 */
export function resendPasswordReset(organizationId: string, email: string): Promise<{ message: string }> {
  return authedCall('/organizations/resendPasswordReset', {
    method: 'POST',
    body: { email, organization_id: organizationId },
    fallbackMessage: RESEND_PASSWORD_RESET_FAILED,
  });
}

export function useResendPasswordReset(organizationId: string) {
  return useMutation({ mutationFn: (email: string) => resendPasswordReset(organizationId, email) });
}
