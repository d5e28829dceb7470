import type { AssessmentTemplate, SessionListItem } from '@checkin/contracts';
import { Alert, Anchor, Drawer, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dashboardLink } from '../../../lib/dashboard-links';
import { paths } from '../../../lib/paths';
import { gradeLabel } from '../../../ui/template-labels';
import { LoadError } from '../../../ui/load-error';
import { useTemplateSessions } from '../api/get-template-sessions';
import { PANEL_STATE } from '../hooks/use-dashboard-panel';
import { useLiveRooms } from '../hooks/use-live-rooms';
import { CreateSessionForm } from './create-session-form';
import { PreviewsList } from './previews-list';
import { SessionRow } from './session-row';
import { ShareSessionDialog } from './share-session-dialog';

/** Sessions and sharing of one CheckIn (`?template=<id>`): its sessions, a new one, links, QR codes, previews. */
export function SessionsDrawer({
  templateId,
  template,
  templatesPending,
  onClose,
}: {
  templateId: string | null;
  template: AssessmentTemplate | undefined;
  templatesPending: boolean;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 47.99em)');
  // The share dialog sits above the drawer: Escape closes the dialog first, not both.
  const [sharing, setSharing] = useState<string | null>(null);
  return (
    <Drawer
      opened={templateId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 560}
      title={template ? `Sessions: ${template.name}` : 'Sessions'}
      closeOnEscape={sharing === null}
      closeButtonProps={{ 'aria-label': 'Close sessions' }}
    >
      {templateId === null ? null : template ? (
        <TemplateSessions template={template} sharing={sharing} onShare={setSharing} />
      ) : templatesPending ? (
        <Loader aria-label="Loading the CheckIn" />
      ) : (
        <Alert color="orange">This CheckIn is not among yours. It may have been deleted.</Alert>
      )}
    </Drawer>
  );
}

function TemplateSessions({
  template,
  sharing,
  onShare: setSharing,
}: {
  template: AssessmentTemplate;
  sharing: string | null;
  onShare: (sessionId: string | null) => void;
}) {
  const sessions = useTemplateSessions(template.id);
  useLiveRooms([`template:${template.id}`]);
  const shared = sessions.data?.find((s) => s.session_id === sharing) ?? null;
  const open = sessions.data?.filter((s) => !s.archived) ?? [];
  const closed = sessions.data?.filter((s) => s.archived) ?? [];

  const list = (title: string, items: SessionListItem[]) =>
    items.length > 0 ? (
      <Stack gap="xs" component="section" aria-label={title}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0}>
          {items.map((session) => (
            <SessionRow key={session.session_id} session={session} onShare={() => setSharing(session.session_id)} />
          ))}
        </Stack>
      </Stack>
    ) : null;

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {gradeLabel(template.grade)} · {template.topic}
        {template.archive ? ' · archived' : ''}
      </Text>
      <CreateSessionForm templateId={template.id} onCreated={(session) => setSharing(session.session_id)} />
      {sessions.isPending ? (
        <Loader aria-label="Loading the sessions" />
      ) : sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <Text>No sessions yet: create one, then share its link or QR code with your class.</Text>
      ) : (
        <>
          {list('Open sessions', open)}
          {list('Closed sessions', closed)}
        </>
      )}
      <Stack gap="xs" component="section" aria-label="Results and previews">
        <Title order={3} size="h5">
          Results and previews
        </Title>
        <Anchor component={Link} to={paths.templateReport.to(template.id)}>
          Report of this CheckIn across its sessions
        </Anchor>
        <Anchor component={Link} to={dashboardLink('preview', template.id)} state={PANEL_STATE}>
          Try it as a student (preview)
        </Anchor>
        <PreviewsList templateId={template.id} />
      </Stack>
      <ShareSessionDialog session={shared} onClose={() => setSharing(null)} />
    </Stack>
  );
}
