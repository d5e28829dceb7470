import type { SessionListItem } from '@checkin/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUpdateSession } from '../api/update-session';
import { SessionCounts } from './session-counts';
import { SessionSafetyAlert } from './session-safety-alert';
import { ShareAndReport } from './share-and-report';

/** One session of a CheckIn: its counts, and renaming, closing or reopening it, sharing it, its report. */
export function SessionRow({ session, onShare }: { session: SessionListItem; onShare: () => void }) {
  const update = useUpdateSession();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(session.name);
  const nameId = `session-${session.session_id}`;

  const rename = () =>
    update.mutate({ session_id: session.session_id, logObject: { name } }, { onSuccess: () => setRenaming(false) });

  return (
    <Paper withBorder p="sm" component="li" aria-labelledby={nameId} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        {renaming ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              rename();
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label="New name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                data-autofocus
                autoFocus
                maxLength={120}
                required
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setName(session.name);
                  setRenaming(false);
                  update.reset();
                }}
              >
                Cancel
              </Button>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} id={nameId}>
              {session.name}
            </Text>
            {/* Shades dark enough for white text at badge size (4.5:1). */}
            {session.archived ? <Badge color="gray.7">Closed</Badge> : <Badge color="teal.9">Open</Badge>}
          </Group>
        )}
        <SessionCounts counts={session.counts} />
        <SessionSafetyAlert session={session} />
        {update.isError ? (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        ) : null}
        <Group gap="xs">
          <ShareAndReport session={session} onShare={onShare} />
          {!renaming ? (
            <Button size="xs" variant="subtle" onClick={() => setRenaming(true)} aria-label={`Rename ${session.name}`}>
              Rename
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            loading={update.isPending && 'archived' in (update.variables?.logObject ?? {})}
            onClick={() =>
              update.mutate({ session_id: session.session_id, logObject: { archived: !session.archived } })
            }
            aria-label={`${session.archived ? 'Reopen' : 'Close'} ${session.name}`}
          >
            {session.archived ? 'Reopen' : 'Close'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
