import { describeAuthError } from '../../../lib/auth-error';
import { useIdentityProviders } from '../../../lib/auth-settings';
import { useSignInWithProvider } from '../api/sign-in-with-provider';
import { FormAlert } from '../../../ui/form-alert';

/** "Continue with …" for each identity provider the server offers; nothing when it offers none. */
export function ProviderButtons({ returnTo }: { returnTo?: string | null }) {
  const providers = useIdentityProviders();
  const signIn = useSignInWithProvider();
  if (providers.length === 0) return null;
  return (
    <div className="auth-form">
      <p className="auth-divider">or</p>
      {signIn.isError ? <FormAlert tone="error">{describeAuthError(signIn.error)}</FormAlert> : null}
      {providers.map((provider) => {
        const pending = signIn.isPending && signIn.variables?.provider === provider.id;
        return (
          <button
            key={provider.id}
            type="button"
            className="button button--secondary"
            disabled={signIn.isPending}
            aria-busy={pending || undefined}
            onClick={() => signIn.mutate({ provider: provider.id, returnTo })}
          >
            {pending ? `Opening ${provider.name}…` : `Continue with ${provider.name}`}
          </button>
        );
      })}
    </div>
  );
}
