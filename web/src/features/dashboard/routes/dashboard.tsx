import type { AssessmentTemplate } from '@checkin/contracts';
import { Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { NEW_TEMPLATE, dashboardLink } from '../../../lib/dashboard-links';
import { LoadError } from '../../../ui/load-error';
import { OutOfCreditsBanner } from '../../../ui/out-of-credits-banner';
import { useMyTemplates } from '../api/get-my-templates';
import { dashboardKeys } from '../api/keys';
import { BuilderHost } from '../components/builder-host';
import { FirstCheckIn } from '../components/first-checkin';
import { MyCheckIns } from '../components/my-checkins';
import { PreviewModal } from '../../../lib/feature-slots';
import { RecentSessions } from '../components/recent-sessions';
import { SessionsDrawer } from '../components/sessions-drawer';
import { PANEL_STATE, useDashboardPanel } from '../hooks/use-dashboard-panel';
import { LiveRoomsProvider } from '../hooks/use-live-rooms';

/**
 * /dashboard, the teacher's workspace: their CheckIns and recent sessions, and, addressed by a search parameter,
 * the sessions and sharing of one CheckIn, the builder (templates feature), and a preview (templates feature).
 */
export default function DashboardPage() {
  const templates = useMyTemplates();
  const panel = useDashboardPanel();
  const queryClient = useQueryClient();
  const find = (id: string | null) => (id ? templates.data?.find((t) => t.id === id) : undefined);

  const onSaved = (id: string, created: boolean) => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.templates() });
    // A new CheckIn is shared next: its sessions open in place of the builder.
    if (created) panel.open('template', id, { replace: true });
    else panel.close();
  };
  const onExampleCopied = (template: AssessmentTemplate) => panel.open('template', template.id);

  return (
    <LiveRoomsProvider>
      <Stack gap="xl">
        <Group justify="space-between" align="center">
          <Title order={1}>Dashboard</Title>
          <Button component={Link} to={dashboardLink('edit', NEW_TEMPLATE)} state={PANEL_STATE}>
            New CheckIn
          </Button>
        </Group>
        <OutOfCreditsBanner />
        {templates.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading your CheckIns">
            <Skeleton height={28} width={200} />
            <Skeleton height={36} width="60%" />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <Skeleton height={150} />
              <Skeleton height={150} />
              <Skeleton height={150} />
            </SimpleGrid>
          </Stack>
        ) : templates.isError ? (
          <LoadError
            title="Your CheckIns could not be loaded"
            error={templates.error}
            onRetry={() => void templates.refetch()}
          />
        ) : templates.data.length === 0 ? (
          <FirstCheckIn onCopied={onExampleCopied} />
        ) : (
          <>
            <MyCheckIns templates={templates.data} />
            <RecentSessions />
          </>
        )}
        <SessionsDrawer
          templateId={panel.templateId}
          template={find(panel.templateId)}
          templatesPending={templates.isPending}
          onClose={panel.close}
        />
        <PreviewModal templateId={panel.previewId} onClose={panel.close} />
        <BuilderHost editId={panel.editId} duplicateId={panel.duplicateId} onSaved={onSaved} onClose={panel.close} />
      </Stack>
    </LiveRoomsProvider>
  );
}
