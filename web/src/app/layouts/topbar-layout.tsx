import { TeacherShell } from './teacher-shell';

/**
 * topbarnav: the signed-in area's account pages (profile, plans, support). The same shell as the sidebar layout, so
 * that the navigation does not move under the teacher's pointer; only the page column is narrower.
 */
export default function TopbarLayout() {
  return <TeacherShell contentWidth={880} />;
}
