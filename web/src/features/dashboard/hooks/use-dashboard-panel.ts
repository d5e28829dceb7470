import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DASHBOARD_PARAMS, type DashboardPanel, dashboardLink } from '../../../lib/dashboard-links';
import { paths } from '../../../lib/paths';

/** Marks a history entry as a panel opened from the dashboard itself, so that closing it can simply go back. */
export const PANEL_STATE = { dashboardPanel: true } as const;

/**
 * The dashboard's panels live in the address (lib/dashboard-links.ts): opening one is a navigation, Back closes
 * it, and closing one opened here goes back rather than piling up history.
 */
export function useDashboardPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as typeof PANEL_STATE | null)?.dashboardPanel === true;
  return {
    templateId: params.get(DASHBOARD_PARAMS.template),
    editId: params.get(DASHBOARD_PARAMS.edit),
    duplicateId: params.get(DASHBOARD_PARAMS.duplicate),
    previewId: params.get(DASHBOARD_PARAMS.preview),
    open(panel: DashboardPanel, id: string, options: { replace?: boolean } = {}) {
      navigate(dashboardLink(panel, id), { state: PANEL_STATE, replace: options.replace });
    },
    close() {
      if (openedHere) navigate(-1);
      else navigate(paths.dashboard.to(), { replace: true });
    },
  };
}
