import { RequestMethod } from '@nestjs/common';

/** The spec's calls answer under /api/v1 (and, unchanged, /.netlify/functions/api/v1: see web-app.ts). */
export const API_PREFIX = 'api/v1';

/**
 * What answers outside that prefix: the health check, accounts at /auth/v1 as the hosted provider answers them,
 * the dev mailbox, and the API's own document.
 */
const OUTSIDE_API_PREFIX = ['health', 'auth/v1', 'dev', 'api/docs'];

/** For Nest's setGlobalPrefix: each of those, and everything below it. */
export const API_PREFIX_EXCLUDES = OUTSIDE_API_PREFIX.flatMap((path) => [
  { path, method: RequestMethod.ALL },
  { path: `${path}/*path`, method: RequestMethod.ALL },
]);

/** Whether a controller's path (`/sessions/createSession`) answers under the prefix. */
export function isUnderApiPrefix(path: string): boolean {
  const bare = path.replace(/^\/+/, '');
  return !OUTSIDE_API_PREFIX.some((outside) => bare === outside || bare.startsWith(`${outside}/`));
}
