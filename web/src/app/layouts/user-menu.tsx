import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { authClient } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { useTeacherAccount } from './use-teacher-account';
import './user-menu.css';

/**
 * The teacher's menu in the top bar: their profile, plans, support, and signing out. Spec §4 sign-out, on this
 * device: the session goes and the registered stores are reset; the route guard then takes them to /login.
 */
export function UserMenu() {
  const account = useTeacherAccount();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          loading={signingOut}
          leftSection={
            <Avatar size={28} color="brand" radius="xl" aria-hidden>
              <span className="user-menu__initials" data-initials={account.initials} />
            </Avatar>
          }
          aria-label={`Account menu${account.name ? ` for ${account.name}` : ''}`}
        >
          <Text span size="sm" visibleFrom="sm" maw={160} truncate>
            {account.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {account.email ? (
          <Menu.Label>
            <Text size="xs" truncate>
              {account.email}
            </Text>
          </Menu.Label>
        ) : null}
        <Menu.Item component={Link} to={paths.userProfile.to()}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={paths.upgradePlans.to()}>
          Plans and credits
        </Menu.Item>
        <Menu.Item component={Link} to={paths.supportContent.to()}>
          Help
        </Menu.Item>
        <Menu.Item component={Link} to={paths.contactSupport.to()}>
          Contact support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          onClick={() => {
            setSigningOut(true);
            void authClient().signOut({ scope: 'local' });
          }}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
