import type { OrgUser } from '@checkin/contracts';
import { Button, Menu } from '@mantine/core';

export type MemberAction = 'edit' | 'resend' | 'remove';

/**
 * What an admin can do to one member, in one menu (a phone has no room for three buttons a row). Mantine's menu
 * moves with the arrow keys and closes with Escape. An admin cannot remove themself: another admin can.
 */
export function MemberActions({
  member,
  isSelf,
  onAction,
}: {
  member: OrgUser;
  isSelf: boolean;
  onAction: (action: MemberAction, member: OrgUser) => void;
}) {
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" aria-label={`Actions for ${name}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('edit', member)}>Change name or role</Menu.Item>
        <Menu.Item onClick={() => onAction('resend', member)}>
          {member.invited ? 'Send the invitation again' : 'Send a password reset'}
        </Menu.Item>
        {isSelf ? null : (
          <Menu.Item color="red" onClick={() => onAction('remove', member)}>
            Remove from organisation
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
