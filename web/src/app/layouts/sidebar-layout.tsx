import { TeacherShell } from './teacher-shell';

/** sidebar: the signed-in area's workspaces (dashboard, reports, community), using the full width. */
export default function SidebarLayout() {
  return <TeacherShell />;
}
