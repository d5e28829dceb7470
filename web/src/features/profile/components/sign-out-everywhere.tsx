import { Alert, Button } from '@mantine/core';
import { describeAuthError } from '../../../lib/auth-error';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Ends every session of the account (a lost laptop, a shared computer); this one too, so on to sign in. */
export function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  return (
    <>
      <div>
        <Button color="red.9" variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out of all devices
        </Button>
      </div>
      {signOut.isError ? (
        <Alert color="red" title="Other devices may still be signed in">
          {describeAuthError(signOut.error)}
        </Alert>
      ) : null}
    </>
  );
}
