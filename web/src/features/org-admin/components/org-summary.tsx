import { Badge, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { OrgUsersPage } from '../api/get-org-users';

/** The organisation at a glance: its name, its plan, and how many of its places are taken ("12 of 25 users"). */
export function OrgSummary({ organization }: { organization: OrgUsersPage | undefined }) {
  if (!organization) {
    return <Skeleton height={88} radius="md" aria-hidden />;
  }
  const full = organization.total_users >= organization.max_users;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={2} size="h3">
            {organization.name}
          </Title>
          <Text size="sm" c="dimmed">
            {organization.subscription_name ? `${organization.subscription_name} plan` : 'No plan'}
          </Text>
        </div>
        <div>
          <Text fw={700} fz="lg" ta="right">
            {organization.total_users} of {organization.max_users} users
          </Text>
          {full ? (
            <Badge color="orange.9" variant="light">
              Full: remove a user or upgrade to add one
            </Badge>
          ) : null}
        </div>
      </Group>
    </Paper>
  );
}
