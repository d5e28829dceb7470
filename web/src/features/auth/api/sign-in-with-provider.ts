import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { REDIRECT_PARAM } from '../../../lib/route-guard';

/**
 * GET /auth/v1/authorize (PKCE): leaves for the provider, which comes back to /login?code=…; the auth client
 * exchanges the code as the page starts, and the sign-in goes on from there (redirectTo, or the second factor).
 */
export function signInWithProvider({ provider, returnTo }: { provider: string; returnTo?: string | null }) {
  const back = new URL(paths.login.to(), window.location.origin);
  if (returnTo) back.searchParams.set(REDIRECT_PARAM, returnTo);
  return authClient().signInWithOAuth({ provider, redirectTo: back.toString() });
}

export function useSignInWithProvider() {
  return useMutation({ mutationFn: signInWithProvider });
}
