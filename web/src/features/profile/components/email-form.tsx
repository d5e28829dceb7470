import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeAuthError } from '../../../lib/auth-error';
import { checkFields } from '../../../lib/auth-rules';
import { changeEmailInput, useChangeEmail } from '../api/change-email';

/** The sign-in address: a change is only made once the teacher confirms it from both the new and the current address. */
export function EmailForm({ current, pending }: { current: string; pending?: string }) {
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const checked = checkFields(changeEmailInput, { email });
    if (!checked.ok) return setError(checked.errors.email);
    if (checked.data.email.toLowerCase() === current.toLowerCase()) return setError('That is already your email.');
    setError(undefined);
    try {
      await change.mutateAsync(checked.data);
      setSentTo(checked.data.email);
      setEmail('');
    } catch (caught) {
      setError(describeAuthError(caught));
    }
  };

  const waiting = sentTo ?? pending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Text>
        You sign in with <strong>{current}</strong>.
      </Text>
      <div role="status">
        {waiting ? (
          <Alert color="blue" mt="sm" title="Confirm from both addresses">
            We have sent a link to {waiting} and another to {current}. Your email changes once you open both links, and
            then your other devices are signed out. Until then, keep signing in with {current}.
          </Alert>
        ) : null}
      </div>
      <fieldset disabled={change.isPending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <TextInput
          mt="md"
          label="New email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        <Group mt="md">
          <Button type="submit" variant="default" loading={change.isPending}>
            Change email
          </Button>
        </Group>
      </fieldset>
    </form>
  );
}
