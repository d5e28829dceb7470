import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useTeacherAccount } from './use-teacher-account';

type Place = { label: string; to: string; section: string };

/** The signed-in area's places; a link is current for its own path and the paths under it. */
const PLACES: Place[] = [
  { label: 'Dashboard', to: paths.dashboard.to(), section: '/dashboard' },
  { label: 'Community', to: paths.communityCheckins.to(), section: '/community/' },
  { label: 'Reports', to: paths.overallReport.to(), section: '/assessment_report/' },
  { label: 'Profile', to: paths.userProfile.to(), section: '/profile/' },
];
const ORG_ADMIN: Place = { label: 'Org admin', to: paths.orgAdminDashboard.to(), section: '/org_admin/' };

export function TeacherNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { isOrgAdmin } = useTeacherAccount();
  const places = isOrgAdmin ? [...PLACES, ORG_ADMIN] : PLACES;
  return places.map((place) => {
    const active = pathname === place.section || pathname.startsWith(place.section);
    return (
      <NavLink
        key={place.to}
        component={Link}
        to={place.to}
        label={place.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  });
}
