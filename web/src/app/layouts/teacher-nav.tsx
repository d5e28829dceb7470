import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { ORG_ADMIN, PLACES, isCurrentPlace } from './teacher-places';
import { useTeacherAccount } from './use-teacher-account';

export function TeacherNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { isOrgAdmin } = useTeacherAccount();
  const places = isOrgAdmin ? [...PLACES, ORG_ADMIN] : PLACES;
  return places.map((place) => {
    const active = isCurrentPlace(place, pathname);
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
