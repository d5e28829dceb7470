import { Alert, Button, Code, Group, Image, List, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { useAddAuthenticator } from '../api/add-authenticator';
import { factorCodeInput, useConfirmAuthenticator } from '../api/confirm-authenticator';
import { useRemoveFactor } from '../api/remove-factor';
import { CodeInput } from './code-input';

const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Adding an authenticator app: a QR code (or the key typed in), then a code from the app, which turns two-step
 * sign-in on. Started by a button, so that a page shown twice never makes two factors.
 */
export function AuthenticatorSetup({ onDone }: { onDone: () => void }) {
  const add = useAddAuthenticator();
  const confirm = useConfirmAuthenticator();
  const remove = useRemoveFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const factor = add.data;

  if (!factor) {
    return (
      <>
        {add.isError ? (
          <Alert color="red" title="The set-up could not start">
            {describeAuthError(add.error)}
          </Alert>
        ) : null}
        <div>
          <Button loading={add.isPending} onClick={() => add.mutate()}>
            Add an authenticator app
          </Button>
        </div>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFields(factorCodeInput, { code });
    if (!checked.ok) return setError(checked.errors.code);
    setError(undefined);
    try {
      await confirm.mutateAsync({ factorId: factor.id, code: checked.data.code });
      onDone();
    } catch (caught) {
      setCode('');
      setError(describeAuthError(caught));
    }
  };

  const cancel = () => {
    remove.mutate({ factorId: factor.id });
    add.reset();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add an authenticator app">
      <List type="ordered" spacing="sm">
        <List.Item>
          <Text>Open an authenticator app on your phone and scan this QR code.</Text>
          <Image
            src={factor.totp.qr_code}
            alt="QR code to add CheckIn to your authenticator app"
            w={184}
            h={184}
            my="xs"
            bd="1px solid gray.3"
            bg="white"
            p={6}
          />
          <Text>Can't scan it? Choose to enter a setup key in the app and type this key:</Text>
          <Code fz="md" data-testid="totp-secret">
            {grouped(factor.totp.secret)}
          </Code>
        </List.Item>
        <List.Item>
          <Text>Enter the 6-digit code the app now shows for CheckIn.</Text>
        </List.Item>
      </List>
      <fieldset disabled={confirm.isPending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <CodeInput maw={220} value={code} onChange={setCode} error={error} />
        <Group mt="md">
          <Button type="submit" loading={confirm.isPending}>
            Turn on two-step sign-in
          </Button>
          <Button variant="subtle" onClick={cancel}>
            Cancel
          </Button>
        </Group>
      </fieldset>
    </form>
  );
}
