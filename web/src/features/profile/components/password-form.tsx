import { Alert, Button, Group, PasswordInput, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeAuthError, isAuthError } from '../../../lib/auth-error';
import { PASSWORD_RULE, checkFields, fieldOfAuthError, type FieldErrors } from '../../../lib/auth-rules';
import { changePasswordInput, useChangePassword } from '../api/change-password';
import { useRequestReauthentication } from '../api/request-reauthentication';
import { CodeInput } from './code-input';

/**
 * The current password and a new one, typed twice. A teacher with no password yet (signed up through a provider),
 * or who forgot it, leaves the current one empty: the server then wants a fresh proof (reauthentication_needed), so
 * the form has a code mailed and asks for it before trying again.
 */
export function PasswordForm() {
  const change = useChangePassword();
  const reauthenticate = useRequestReauthentication();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = change.isPending || reauthenticate.isPending;

  const sendCode = async () => {
    try {
      await reauthenticate.mutateAsync();
      setAskCode(true);
    } catch (caught) {
      setFormError(describeAuthError(caught));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setFormError(null);
    const checked = checkFields(changePasswordInput, {
      current,
      password,
      confirm,
      ...(askCode ? { code } : {}),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await change.mutateAsync(checked.data);
      setDone(true);
      setAskCode(false);
      setCurrent('');
      setPassword('');
      setConfirm('');
      setCode('');
    } catch (caught) {
      if (isAuthError(caught) && caught.code === 'reauthentication_needed') return void sendCode();
      if (isAuthError(caught) && caught.code === 'current_password_mismatch') {
        return setErrors({ current: 'That is not your current password. Check it, or leave it empty for a code.' });
      }
      if (isAuthError(caught) && caught.code === 'reauthentication_not_valid') {
        return setErrors({ code: 'That code is not right, or has expired. Check it, or send a new one.' });
      }
      if (fieldOfAuthError(caught) === 'password') return setErrors({ password: describeAuthError(caught) });
      setFormError(describeAuthError(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={busy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {askCode ? null : (
          <PasswordInput
            label="Current password"
            description="No password yet, or forgot it? Leave this empty: we will email you a code instead."
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={errors.current}
          />
        )}
        <PasswordInput
          mt="sm"
          label="New password"
          description={PASSWORD_RULE}
          // Mantine's dimmed grey is 3.3:1 on white; the rule must be readable (4.5:1).
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <PasswordInput
          mt="sm"
          label="Type it again"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={errors.confirm}
        />
        {askCode ? (
          <>
            <Text mt="md" role="status">
              To be sure it is you, we have emailed you a 6-digit code. Enter it to change your password.
            </Text>
            <CodeInput label="Code from the email" value={code} onChange={setCode} error={errors.code} />
          </>
        ) : null}
        <Group mt="md" gap="md">
          <Button type="submit" loading={busy}>
            Change password
          </Button>
          {askCode ? (
            <Button variant="subtle" onClick={() => void sendCode()}>
              Send a new code
            </Button>
          ) : null}
          <Text role="status" size="sm" c="green.9">
            {done ? 'Your password is changed.' : ''}
          </Text>
        </Group>
      </fieldset>
      {formError ? (
        <Alert color="red" mt="md" title="Your password was not changed">
          {formError}
        </Alert>
      ) : null}
    </form>
  );
}
