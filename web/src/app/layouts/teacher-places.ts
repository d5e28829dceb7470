import { paths } from '../../lib/paths';

/** A place of the signed-in area's navigation; its link is current for its own path and the paths under it. */
export type Place = { label: string; to: string; section: string };

export const PLACES: Place[] = [
  { label: 'Dashboard', to: paths.dashboard.to(), section: '/dashboard' },
  { label: 'Community', to: paths.communityCheckins.to(), section: '/community/' },
  { label: 'Reports', to: paths.overallReport.to(), section: '/assessment_report/' },
  { label: 'Profile', to: paths.userProfile.to(), section: '/profile/' },
];
export const ORG_ADMIN: Place = { label: 'Org admin', to: paths.orgAdminDashboard.to(), section: '/org_admin/' };

export function isCurrentPlace(place: Place, pathname: string): boolean {
  return pathname === place.section || pathname.startsWith(place.section);
}
