import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';

/** GET /auth/v1/reauthenticate: mails the signed-in teacher a code that proves it is them. */
export function requestReauthentication() {
  return authClient().reauthenticate();
}

export function useRequestReauthentication() {
  return useMutation({ mutationFn: requestReauthentication });
}
