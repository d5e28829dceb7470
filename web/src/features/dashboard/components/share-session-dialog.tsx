import type { SessionListItem } from '@checkin/contracts';
import { Alert, Button, Center, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { studentSessionUrl } from '../../../lib/dashboard-links';
import { CopyLink } from './copy-link';

const QrCode = lazy(() => import('./qr-code'));

/**
 * Sharing a session: its student link to copy, and a QR code that fills the screen for a projector. Students
 * need no account: the link is all they need.
 */
export function ShareSessionDialog({ session, onClose }: { session: SessionListItem | null; onClose: () => void }) {
  const [projecting, setProjecting] = useState(false);
  const close = () => {
    setProjecting(false);
    onClose();
  };
  const url = session ? studentSessionUrl(session.session_id) : '';
  return (
    <Modal
      opened={session !== null}
      onClose={close}
      fullScreen={projecting}
      size="lg"
      title={projecting ? `Join “${session?.name}”` : `Share “${session?.name}”`}
      styles={projecting ? { title: { fontSize: '1.5rem', fontWeight: 700 } } : undefined}
    >
      {session && !projecting ? (
        <Stack gap="md">
          {session.archived ? (
            <Alert color="orange" title="This session is closed">
              Students cannot join until you reopen it.
            </Alert>
          ) : null}
          <CopyLink label="Student link" url={url} />
          <Text size="sm" c="gray.7">
            Students open the link or scan the code, type their name, and start: no account needed.
          </Text>
          <Group justify="space-between">
            <Button variant="default" onClick={close}>
              Done
            </Button>
            <Button onClick={() => setProjecting(true)}>Show QR code</Button>
          </Group>
        </Stack>
      ) : null}
      {session && projecting ? (
        <Stack gap="lg" align="center">
          <Center>
            <Suspense fallback={<Text role="status">Loading the QR code…</Text>}>
              <QrCode value={url} size="min(72vh, 90vw)" label={`QR code of the student link for ${session.name}`} />
            </Suspense>
          </Center>
          <Title order={2} ta="center" style={{ wordBreak: 'break-all', fontFamily: 'ui-monospace, monospace' }}>
            {url}
          </Title>
          <Group>
            <Button variant="default" onClick={() => setProjecting(false)}>
              Back to the link
            </Button>
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
