import type { SessionListItem } from '@checkin/contracts';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateSession } from '../api/create-session';

/** A new session of the CheckIn: a name the teacher will recognise in reports ("Period 3", "Monday"). */
export function CreateSessionForm({
  templateId,
  onCreated,
}: {
  templateId: string;
  onCreated: (session: SessionListItem) => void;
}) {
  const create = useCreateSession();
  const [name, setName] = useState('');
  return (
    <form
      aria-label="New session"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { assessment_template_id: templateId, name },
          {
            onSuccess: (session) => {
              setName('');
              onCreated(session);
            },
          },
        );
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Session name"
          placeholder="e.g. Period 3, Monday"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={120}
          required
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={create.isPending}>
          Create session
        </Button>
      </Group>
      {create.isError ? (
        <Alert color="red" role="alert" mt="xs">
          {create.error.message}
        </Alert>
      ) : null}
    </form>
  );
}
