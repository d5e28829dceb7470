import { matchPath } from 'react-router-dom';
import { type LayoutName, paths } from '../lib/paths';
import type { PageKey } from './route-modules';

const KEYS = Object.keys(paths) as PageKey[];

/**
 * The route of the route table a path belongs to, as the router would pick it (its most specific pattern), or
 * null for an unknown path. Lets what shows before a page (its loading frame) match the page that is coming.
 */
export function routeOf(pathname: string): PageKey | null {
  const matching = KEYS.filter((key) => matchPath(paths[key].pattern, pathname));
  // The router ranks static segments above parameters: /assessment_report/overall_report is not a template id.
  const rank = (key: PageKey) => paths[key].pattern.split('/').filter((s) => s && !s.startsWith(':')).length;
  return matching.sort((a, b) => rank(b) - rank(a))[0] ?? null;
}

/** The signed-in area's layouts: both show the teacher shell. */
export function isTeacherLayout(layout: LayoutName): boolean {
  return layout === 'sidebar' || layout === 'topbarnav';
}
