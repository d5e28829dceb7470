import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { ProblemPage } from '../../../ui/problem-page';
import { useOrgUsers } from '../api/get-org-users';
import { useShouldShowAdmin } from '../api/get-should-show-admin';
import { OrgSummary } from '../components/org-summary';
import { UsagePanel } from '../components/usage-panel';
import { UsersPanel } from '../components/users-panel';
import '../components/org-admin.css';

const TITLE = 'Organisation admin';

/** ?page=2 of the users list, so that Back returns to the page left; anything else is the first. */
function usePage(): [number, (page: number, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const set = (next: number, replace = false) => setParams(next > 1 ? { page: String(next) } : {}, { replace });
  return [Number.isInteger(page) && page > 1 ? page : 1, set];
}

function AdminArea({ organizationId }: { organizationId: string }) {
  const [page, setPage] = usePage();
  const users = useOrgUsers(organizationId, page);
  const last = users.data ? Math.max(1, Math.ceil(users.data.total_users / users.data.page_size)) : 1;
  // A page past the end (its last user removed, an old link): the last page that has users.
  useEffect(() => {
    if (users.data && !users.isPlaceholderData && users.data.users.length === 0 && page > last) setPage(last, true);
  }, [users.data, users.isPlaceholderData, page, last, setPage]);
  return (
    <Stack gap="xl">
      <Title order={1}>{TITLE}</Title>
      <OrgSummary organization={users.data} />
      <UsagePanel organizationId={organizationId} />
      <UsersPanel
        organizationId={organizationId}
        users={{ ...users, refetch: () => void users.refetch() }}
        page={page}
        onPage={setPage}
      />
    </Stack>
  );
}

/** Someone who is not an organisation's admin: what this page is, and whom to ask. */
function NotAnAdmin() {
  return (
    <Stack maw={720} gap="md">
      <Title order={1}>{TITLE}</Title>
      <Text>
        Only your organisation’s admin can open this page. They add and remove teachers and see how your organisation
        uses CheckIn. If you need a change, ask them.
      </Text>
      <Group>
        <Button component={Link} to={paths.dashboard.to()}>
          Back to the dashboard
        </Button>
      </Group>
    </Stack>
  );
}

/** /org_admin/org_admin_dashboard: an organisation's users and usage, for its admins (spec §1, §6, §7). */
export default function OrgAdminDashboardPage() {
  const standing = useShouldShowAdmin();
  if (standing.isPending) {
    return (
      <Stack gap="xl" role="status" aria-label="Loading the admin area">
        <Title order={1}>{TITLE}</Title>
        <Skeleton height={88} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  if (standing.isError) {
    return (
      <ProblemPage
        title={TITLE}
        message={standing.error.message}
        refused={false}
        onRetry={() => void standing.refetch()}
      />
    );
  }
  const { shouldShowAdmin, organization_id } = standing.data;
  if (!shouldShowAdmin || !organization_id) return <NotAnAdmin />;
  return <AdminArea organizationId={organization_id} />;
}
