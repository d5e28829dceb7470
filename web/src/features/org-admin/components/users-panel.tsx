import type { OrgUser } from '@checkin/contracts';
import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuthSession } from '../../../lib/use-auth-session';
import { LoadError } from '../../../ui/load-error';
import type { OrgUsersPage } from '../api/get-org-users';
import { useResendPasswordReset } from '../api/resend-password-reset';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import type { MemberAction } from './member-actions';
import { MembersTable } from './members-table';
import { RemoveUserDialog } from './remove-user-dialog';

type Open = { action: 'edit' | 'remove'; member: OrgUser } | null;

/** "Users 21–40 of 45": where this page sits in the whole list. */
function rangeText({ page, page_size, users, total_users }: OrgUsersPage): string {
  const first = (page - 1) * page_size + 1;
  return `Users ${first}–${first + users.length - 1} of ${total_users}`;
}

/**
 * The organisation's members, a page at a time from the server, with Add a teacher and each member's actions.
 * What an action did (or why it failed) is said once above the list.
 */
export function UsersPanel({
  organizationId,
  users,
  page,
  onPage,
}: {
  organizationId: string;
  users: { data?: OrgUsersPage; isPending: boolean; isFetching: boolean; error: Error | null; refetch: () => void };
  page: number;
  onPage: (page: number) => void;
}) {
  const selfId = useAuthSession()?.user?.id ?? null;
  const resend = useResendPasswordReset(organizationId);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');

  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  const onAction = (action: MemberAction, member: OrgUser) => {
    setNotice('');
    resend.reset();
    if (action === 'resend') resend.mutate(member.email, { onSuccess: (reply) => setNotice(reply.message) });
    else setOpen({ action, member });
  };
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total_users / data.page_size)) : 1;

  return (
    <Stack gap="md" component="section" aria-labelledby="users-title">
      <Group justify="space-between" align="center">
        <Title order={2} id="users-title">
          Users
        </Title>
        <Button onClick={() => setAdding(true)}>Add a teacher</Button>
      </Group>
      <Text role="status" size="sm" c="green.9" fw={500}>
        {notice}
      </Text>
      {resend.isError ? (
        <Alert color="red" role="alert" title="Nothing was sent">
          {resend.error.message}
        </Alert>
      ) : null}
      {users.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the users">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={48} />
          ))}
        </Stack>
      ) : !data ? (
        <LoadError title="The users could not be loaded" error={users.error!} onRetry={users.refetch} />
      ) : data.total_users === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>No one is in your organisation yet. Add a teacher and they get an email to choose a password.</Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" aria-busy={users.isFetching}>
          {users.error ? <LoadError error={users.error} onRetry={users.refetch} /> : null}
          <MembersTable members={data.users} selfId={selfId} onAction={onAction} />
          <Group justify="space-between" p="sm" gap="sm">
            <Text size="sm" c="dimmed">
              {data.users.length > 0 ? rangeText(data) : `${data.total_users} users`}
            </Text>
            {pages > 1 ? (
              <Pagination
                component="nav"
                aria-label="Pages of users"
                total={pages}
                value={page}
                onChange={onPage}
                size="sm"
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
                getControlProps={(control) => ({
                  'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
                })}
              />
            ) : null}
          </Group>
        </Paper>
      )}
      <AddUserDialog
        organizationId={organizationId}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={setNotice}
      />
      {open?.action === 'edit' ? (
        <EditUserDialog
          organizationId={organizationId}
          member={open.member}
          isSelf={open.member.id === selfId}
          onClose={() => setOpen(null)}
          onSaved={done}
        />
      ) : null}
      {open?.action === 'remove' ? (
        <RemoveUserDialog
          organizationId={organizationId}
          organizationName={data?.name ?? 'your organisation'}
          member={open.member}
          onClose={() => setOpen(null)}
          onRemoved={done}
        />
      ) : null}
    </Stack>
  );
}
