import { paths } from './paths';

/**
 * The dashboard's panels are addressed by a search parameter, so that each can be linked to and Back closes it:
 * `?template=<id>` the sessions and sharing of a CheckIn, `?edit=new|<id>` and `?duplicate=<id>` the builder,
 * `?preview=<id>` a CheckIn as its students see it.
 */
export const DASHBOARD_PARAMS = {
  template: 'template',
  edit: 'edit',
  duplicate: 'duplicate',
  preview: 'preview',
} as const;
export type DashboardPanel = keyof typeof DASHBOARD_PARAMS;

export const NEW_TEMPLATE = 'new';

export function dashboardLink(panel?: DashboardPanel, id?: string): string {
  const base = paths.dashboard.to();
  if (!panel || !id) return base;
  return `${base}?${new URLSearchParams({ [DASHBOARD_PARAMS[panel]]: id })}`;
}

/** The address a student opens to join a session (spec §2, /session/{session_id}). */
export function studentSessionUrl(sessionId: string, origin = window.location.origin): string {
  return `${origin}${paths.studentSession.to(sessionId)}`;
}
