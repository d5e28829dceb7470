import type { OrgUser } from '@checkin/contracts';
import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { roleLabel } from '../model/user-form';
import { type MemberAction, MemberActions } from './member-actions';

/** One page of the organisation's members: who they are, their role, and what can be done to them. */
export function MembersTable({
  members,
  selfId,
  onAction,
}: {
  members: readonly OrgUser[];
  selfId: string | null;
  onAction: (action: MemberAction, member: OrgUser) => void;
}) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name and email</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            Role
          </Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => {
          const isSelf = member.id === selfId;
          return (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Group gap={6}>
                  <Text fw={600}>{`${member.firstName} ${member.lastName}`.trim() || '(no name)'}</Text>
                  {isSelf ? (
                    <Badge size="sm" variant="light" color="gray">
                      You
                    </Badge>
                  ) : null}
                  {member.invited ? (
                    <Badge size="sm" variant="light" color="yellow.9">
                      Invited
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed" className="org-member__email">
                  {member.email}
                </Text>
                {/* On a phone the role column gives its room to the name and email: the role is said here. */}
                <Text size="sm" hiddenFrom="sm">
                  {roleLabel(member.role)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{roleLabel(member.role)}</Table.Td>
              <Table.Td ta="right">
                <MemberActions member={member} isSelf={isSelf} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
