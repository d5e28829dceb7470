import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { authClient } from '../../../lib/auth';
import { useAuthSession } from '../../../lib/use-auth-session';
import { useFactors } from '../api/get-factors';
import { AuthenticatorSetup } from './authenticator-setup';
import { FactorItem } from './factor-item';

/**
 * Two-step sign-in (spec §4, factors): the authenticator apps that give the second factor, adding one, removing one.
 * Set-ups never finished (unverified factors) are not listed: they count for nothing.
 */
export function TwoStepSection() {
  const factors = useFactors();
  useAuthSession(); // the levels below follow the session (aal2 once a code is verified)
  const currentLevel = authClient().mfa.currentLevel();
  const [turnedOn, setTurnedOn] = useState(false);

  if (factors.isPending) return <Loader size="sm" aria-label="Loading your two-step sign-in" />;
  if (factors.isError) {
    return (
      <Alert color="red" title="Your two-step sign-in could not be loaded">
        <Text mb="sm">{factors.error.message}</Text>
        <Button size="xs" variant="default" onClick={() => void factors.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const verified = factors.data.totp;
  return (
    <Stack gap="sm">
      <div role="status">
        {turnedOn ? (
          <Paper withBorder p="sm" radius="md" bd="1px solid green.3" bg="green.0">
            <Text fw={700}>Two-step sign-in is on</Text>
            <Text>From now on, signing in asks for a code from your authenticator app after your password.</Text>
          </Paper>
        ) : null}
      </div>
      {verified.length === 0 ? (
        <Text>
          Two-step sign-in is off. Add an authenticator app, and signing in will also ask for a code from your phone, so
          that a password alone cannot open your account.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="Your authenticator apps"
        >
          {verified.map((factor) => (
            <FactorItem key={factor.id} factor={factor} needsCode={currentLevel !== 'aal2'} />
          ))}
        </Stack>
      )}
      {verified.length === 0 || currentLevel === 'aal2' ? (
        <AuthenticatorSetup key={verified.length} onDone={() => setTurnedOn(true)} />
      ) : null}
    </Stack>
  );
}
