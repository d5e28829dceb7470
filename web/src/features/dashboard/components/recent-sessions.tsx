import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dashboardLink } from '../../../lib/dashboard-links';
import { LoadError } from '../../../ui/load-error';
import { useRecentSessions } from '../api/get-recent-sessions';
import { PANEL_STATE } from '../hooks/use-dashboard-panel';
import { useLiveRooms } from '../hooks/use-live-rooms';
import { SessionCounts } from './session-counts';
import { SessionSafetyAlert } from './session-safety-alert';
import { ShareAndReport } from './share-and-report';
import { ShareSessionDialog } from './share-session-dialog';

const SHOWN = 6;

/** The teacher's newest open sessions, their counts kept live over the socket. */
export function RecentSessions() {
  const sessions = useRecentSessions();
  const [sharing, setSharing] = useState<string | null>(null);
  const recent = (sessions.data ?? []).slice(0, SHOWN);
  useLiveRooms(recent.map((s) => `session:${s.session_id}`));

  return (
    <Stack gap="md" component="section" aria-labelledby="recent-sessions">
      <Title order={2} id="recent-sessions">
        Recent sessions
      </Title>
      {sessions.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label="Loading your sessions">
          <Skeleton height={96} />
          <Skeleton height={96} />
          <Skeleton height={96} />
        </SimpleGrid>
      ) : sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : recent.length === 0 ? (
        <Text c="gray.7">No open sessions. Open a CheckIn’s sessions to create one and share it with your class.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0}>
          {recent.map((session) => (
            <Paper
              key={session.session_id}
              withBorder
              p="md"
              component="li"
              aria-label={session.name}
              style={{ listStyle: 'none' }}
            >
              <Stack gap={6}>
                <Text fw={700}>{session.name}</Text>
                <Text size="sm" c="gray.7">
                  {session.template_name}
                </Text>
                <SessionCounts counts={session.counts} />
                <SessionSafetyAlert session={session} />
                <Group gap="xs" mt={4}>
                  <ShareAndReport session={session} onShare={() => setSharing(session.session_id)} />
                  <Anchor
                    size="sm"
                    component={Link}
                    to={dashboardLink('template', session.assessment_template_id)}
                    state={PANEL_STATE}
                    aria-label={`All sessions of ${session.template_name}`}
                  >
                    All sessions
                  </Anchor>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <ShareSessionDialog
        session={sessions.data?.find((s) => s.session_id === sharing) ?? null}
        onClose={() => setSharing(null)}
      />
    </Stack>
  );
}
