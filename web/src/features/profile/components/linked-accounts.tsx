import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { describeAuthError, isAuthError } from '../../../lib/auth-error';
import type { AuthIdentity } from '../../../lib/auth-session';
import { identityProvidersOf, useAuthSettings } from '../../../lib/auth-settings';
import { useIdentities } from '../api/get-identities';
import { useLinkProvider } from '../api/link-provider';
import { useUnlinkIdentity } from '../api/unlink-identity';

const LAST_ONE = 'This is the only way you sign in, so it cannot be unlinked. Link another way first.';

/**
 * The ways of signing in linked to the account (spec §3, identities): email and password, and identity providers.
 * A provider the server offers can be linked; one can be unlinked, never the last.
 */
export function LinkedAccounts({ returnedError }: { returnedError?: string | null }) {
  const identities = useIdentities();
  const settings = useAuthSettings();
  const link = useLinkProvider();
  const providers = identityProvidersOf(settings.data);
  const nameOf = (id: string) =>
    id === 'email' ? 'Email and password' : (providers.find((p) => p.id === id)?.name ?? id);

  if (identities.isPending) return <Loader size="sm" aria-label="Loading your linked accounts" />;
  if (identities.isError) {
    return (
      <Alert color="red" title="Your linked accounts could not be loaded">
        <Text mb="sm">{identities.error.message}</Text>
        <Button size="xs" variant="default" onClick={() => void identities.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const linked = identities.data;
  const linkable = providers.filter((provider) => !linked.some((identity) => identity.provider === provider.id));
  return (
    <Stack gap="sm">
      {returnedError ? (
        <Alert color="red" title="The account was not linked">
          {returnedError}
        </Alert>
      ) : null}
      {linked.length === 0 ? (
        <Text>No sign-in methods are linked to your account yet.</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="Linked accounts"
        >
          {linked.map((identity) => (
            <IdentityItem
              key={identity.identity_id}
              identity={identity}
              name={nameOf(identity.provider)}
              only={linked.length === 1}
            />
          ))}
        </Stack>
      )}
      {link.isError ? (
        <Alert color="red" title="The provider could not be opened">
          {describeAuthError(link.error)}
        </Alert>
      ) : null}
      {linkable.length > 0 ? (
        <Group gap="sm">
          {linkable.map((provider) => (
            <Button
              key={provider.id}
              variant="default"
              loading={link.isPending && link.variables?.provider === provider.id}
              onClick={() => link.mutate({ provider: provider.id })}
            >
              Link {provider.name}
            </Button>
          ))}
        </Group>
      ) : settings.isSuccess && providers.length === 0 ? (
        <Text size="sm" c="gray.7">
          No other sign-in providers are offered here.
        </Text>
      ) : null}
    </Stack>
  );
}

function IdentityItem({ identity, name, only }: { identity: AuthIdentity; name: string; only: boolean }) {
  const unlink = useUnlinkIdentity();
  const [confirming, setConfirming] = useState(false);
  const refused = isAuthError(unlink.error) && unlink.error.code === 'single_identity_not_deletable';
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>{name}</Text>
          {identity.email ? (
            <Text size="sm" c="gray.7">
              {identity.email}
            </Text>
          ) : null}
        </div>
        {only ? (
          <Text size="sm" c="gray.7" maw={320}>
            {LAST_ONE}
          </Text>
        ) : confirming ? null : (
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)} aria-label={`Unlink ${name}`}>
            Unlink
          </Button>
        )}
      </Group>
      {confirming && !only ? (
        <div role="group" aria-label={`Unlink ${name}`}>
          <Text mt="sm">Unlink {name}? You will no longer be able to sign in with it.</Text>
          <Group mt="sm">
            <Button
              color="red.9"
              loading={unlink.isPending}
              onClick={() =>
                unlink.mutate({ identityId: identity.identity_id }, { onSuccess: () => setConfirming(false) })
              }
            >
              Unlink {name}
            </Button>
            <Button variant="subtle" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </Group>
        </div>
      ) : null}
      {unlink.isError ? (
        <Alert color="red" mt="sm" title="It was not unlinked">
          {refused ? LAST_ONE : describeAuthError(unlink.error)}
        </Alert>
      ) : null}
    </li>
  );
}
