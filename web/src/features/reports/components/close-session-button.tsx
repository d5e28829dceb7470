import type { SessionReport } from '@checkin/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCloseSession } from '../api/close-session';

type Session = SessionReport['session'];

/**
 * Closes a session after the teacher has read what that does (students answering now may finish; anyone opening
 * the link later is turned away), or reopens it at once, since reopening takes nothing from anyone.
 */
export function CloseSessionButton({ session }: { session: Session }) {
  const closing = useCloseSession();
  const [asking, setAsking] = useState(false);

  const ask = () => {
    closing.reset();
    setAsking(true);
  };
  const close = () => closing.mutate({ sessionId: session.id, closed: true }, { onSuccess: () => setAsking(false) });
  const reopen = () => closing.mutate({ sessionId: session.id, closed: false });

  return (
    <>
      <Button
        variant="default"
        loading={closing.isPending && !asking}
        onClick={session.archived ? reopen : ask}
        aria-describedby="session-closing-help"
      >
        {session.archived ? 'Reopen session' : 'Close session'}
      </Button>
      <Text size="sm" c="gray.7" id="session-closing-help">
        {session.archived
          ? 'No new students can join; those already in may finish.'
          : 'Closing stops new students from joining; those already in may finish.'}
      </Text>
      {closing.isError && !asking ? (
        <Alert color="red" role="alert" w="100%">
          {closing.error.message}
        </Alert>
      ) : null}
      <Modal opened={asking} onClose={() => setAsking(false)} title={`Close “${session.name}”?`} centered>
        <Stack gap="md">
          <List spacing="xs">
            <List.Item>
              Students who are answering now may finish their check-in. Their results still arrive in this report.
            </List.Item>
            <List.Item>
              Anyone who opens the link from now on is told the check-in is closed and to ask you for a new link.
            </List.Item>
            <List.Item>You can reopen the session at any time.</List.Item>
          </List>
          {closing.isError ? (
            <Alert color="red" role="alert">
              {closing.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Keep it open
            </Button>
            <Button loading={closing.isPending} onClick={close}>
              Close session
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
