import { Alert, Button, Group, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import type { AuthFactor } from '../../../lib/auth-session';
import { checkFields } from '../../../lib/auth-rules';
import { factorCodeInput } from '../api/confirm-authenticator';
import { useRemoveFactor } from '../api/remove-factor';
import { CodeInput } from './code-input';

const added = (iso?: string) =>
  iso ? `Added ${new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })}` : '';

/**
 * One authenticator app, and removing it: asked to confirm, and, when this session has not passed the second
 * factor (aal1), for a code from that app first (the server removes a verified factor only at aal2).
 */
export function FactorItem({ factor, needsCode }: { factor: AuthFactor; needsCode: boolean }) {
  const remove = useRemoveFactor();
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = factor.friendly_name || 'Authenticator app';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let given: string | undefined;
    if (needsCode) {
      const checked = checkFields(factorCodeInput, { code });
      if (!checked.ok) return setError(checked.errors.code);
      given = checked.data.code;
    }
    setError(undefined);
    try {
      await remove.mutateAsync({ factorId: factor.id, code: given });
    } catch (caught) {
      setCode('');
      setError(describeAuthError(caught));
    }
  };

  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="gray.7">
            {added(factor.created_at)}
          </Text>
        </div>
        {confirming ? null : (
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        )}
      </Group>
      {confirming ? (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Remove ${name}`}>
          <Text mt="sm">
            Remove {name}? Without it, your password alone will open your account
            {needsCode ? '. To be sure it is you, enter a code from this app first.' : '.'}
          </Text>
          <fieldset disabled={remove.isPending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            {needsCode ? <CodeInput maw={220} value={code} onChange={setCode} error={error} data-autofocus /> : null}
            <Group mt="sm">
              <Button type="submit" color="red.9" loading={remove.isPending}>
                {needsCode ? 'Check the code and remove' : 'Remove it'}
              </Button>
              <Button variant="subtle" onClick={() => (setConfirming(false), setError(undefined))}>
                Keep it
              </Button>
            </Group>
          </fieldset>
          {error && !needsCode ? (
            <Alert color="red" mt="sm" title="It was not removed">
              {error}
            </Alert>
          ) : null}
        </form>
      ) : null}
    </li>
  );
}
