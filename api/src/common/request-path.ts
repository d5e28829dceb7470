/** The original app's clients call /.netlify/functions/api/v1/...: the same routes answer there. */
const NETLIFY_FUNCTIONS = '/.netlify/functions';

/**
 * The address a request is routed by, as the original app's clients call: under /.netlify/functions the same as
 * without, repeated slashes in its path (not its query) as one (deleteAssessmentTemplateById//{id}: no route has
 * an empty segment), and its encoded NULs (%00) removed. An address cannot carry a lone surrogate: the query string
 * decodes invalid UTF-8 to U+FFFD, and a path that does not decode is refused by the router.
 */
export function requestPath(url: string): string {
  let path = url.replace(/%00/g, '');
  if (path.startsWith(`${NETLIFY_FUNCTIONS}/api/`)) path = path.slice(NETLIFY_FUNCTIONS.length);
  const queryAt = path.indexOf('?');
  const route = queryAt === -1 ? path : path.slice(0, queryAt);
  if (!route.includes('//')) return path;
  return route.replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : path.slice(queryAt));
}
