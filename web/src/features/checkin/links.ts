import { paths } from '../../lib/paths';

/**
 * Links between the student's pages, built on the paths table. The pages after a check-in take their context
 * from the query string, so a reload (or a link opened later) still knows which check-in it is about.
 */
export const INSTANCE_PARAM = 'instance';
export const SESSION_PARAM = 'session';

/** The thank-you page: the check-in whose results it links to, and the link the next student starts from. */
export function checkinCompletePath(instanceId: string, sessionId?: string): string {
  const query = new URLSearchParams({
    [INSTANCE_PARAM]: instanceId,
    ...(sessionId ? { [SESSION_PARAM]: sessionId } : {}),
  });
  return `${paths.checkinComplete.to()}?${query}`;
}

export function checkinErrorPath(sessionId: string): string {
  return `${paths.checkinCompleteError.to()}?${new URLSearchParams({ [SESSION_PARAM]: sessionId })}`;
}

/** Ids in our URLs are UUIDs; anything else is a mistyped link. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
