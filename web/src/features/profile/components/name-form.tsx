import { Alert, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { checkFields, type FieldErrors } from '../../../lib/auth-rules';
import type { Profile } from '../../../lib/get-profile';
import { updateProfileInput, useUpdateProfile } from '../api/update-profile';

/** First and last name, as the profile keeps them. */
export function NameForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.first_name ?? '');
  const [lastName, setLastName] = useState(profile.last_name ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const checked = checkFields(updateProfileInput, { first_name: firstName, last_name: lastName });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await update.mutateAsync(checked.data);
      setSaved(true);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={update.isPending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            error={errors.first_name}
            maxLength={100}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
            error={errors.last_name}
            maxLength={100}
          />
        </SimpleGrid>
        <Group mt="md" gap="md">
          <Button type="submit" loading={update.isPending}>
            Save name
          </Button>
          <Text role="status" size="sm" c="green.9">
            {saved ? 'Saved.' : ''}
          </Text>
        </Group>
      </fieldset>
      {update.isError ? (
        <Alert color="red" mt="md" title="Your name was not saved">
          {update.error.message}
        </Alert>
      ) : null}
    </form>
  );
}
