import { useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { PageLoading } from '../ui/page-loading';
import { ShellPlaceholder } from './layouts/shell-placeholder';
import { isTeacherLayout, routeOf } from './route-match';

/**
 * What shows while a route cannot render yet (its layout's code, or the sign-in check, on the way): a signed-in
 * page shows its shell's outline at once, any other a short notice.
 */
export function RouteLoading() {
  const key = routeOf(useLocation().pathname);
  return key && isTeacherLayout(paths[key].layout) ? <ShellPlaceholder /> : <PageLoading />;
}
