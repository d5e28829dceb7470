import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';
import { paths } from '../../../lib/paths';

/** GET /auth/v1/user/identities/authorize: leaves for the provider, which comes back to this page once linked. */
export function linkProvider({ provider }: { provider: string }) {
  const back = new URL(paths.userProfile.to(), window.location.origin).toString();
  return authClient().linkIdentity({ provider, redirectTo: back });
}

export function useLinkProvider() {
  return useMutation({ mutationFn: linkProvider });
}
