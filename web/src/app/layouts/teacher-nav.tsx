import { Button, NavLink } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authClient } from '../../lib/auth';
import { paths } from '../../lib/paths';

/** The signed-in area's places; a link is current for its own path and the paths under it. */
const LINKS = [
  { label: 'Dashboard', to: paths.dashboard.to(), section: '/dashboard' },
  { label: 'Community CheckIns', to: paths.communityCheckins.to(), section: '/community/' },
  { label: 'Reports', to: paths.overallReport.to(), section: '/assessment_report/' },
  { label: 'Profile', to: paths.userProfile.to(), section: '/profile/' },
];

export function TeacherNavLinks({ onNavigate, inline = false }: { onNavigate?: () => void; inline?: boolean }) {
  const { pathname } = useLocation();
  return LINKS.map((link) => {
    const active = pathname === link.section || pathname.startsWith(link.section);
    return (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={link.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        w={inline ? 'auto' : undefined}
        style={inline ? { whiteSpace: 'nowrap' } : undefined}
      />
    );
  });
}

/**
 * Spec §4 sign-out, on this device: the session goes and the registered stores are reset; the route guard then
 * takes the teacher to /login.
 */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="subtle"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void authClient().signOut({ scope: 'local' });
      }}
    >
      Sign out
    </Button>
  );
}
