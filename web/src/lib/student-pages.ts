import { matchPath } from 'react-router-dom';
import { paths } from './paths';

/** The patterns of the student pages: every route in the studentview layout. */
const STUDENT_PATTERNS = Object.values(paths)
  .filter((route) => route.layout === 'studentview')
  .map((route) => route.pattern);

/**
 * A student's page (a check-in, its end, its results). Students have no account and send no analytics, so these
 * pages ask nothing about cookies: on a phone the banner would cover the name field and Start.
 */
export function isStudentPage(pathname: string): boolean {
  return STUDENT_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
