import { GET_SESSIONS_FAILED } from '@checkin/contracts/rules';
import type { SessionListItem, SessionListReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dashboardKeys, listOf } from './keys';

const FALLBACK = GET_SESSIONS_FAILED;

/** GET /sessions/getSessionsForUser/: the teacher's open sessions across their CheckIns, newest first, with counts. */
export async function getRecentSessions(signal?: AbortSignal): Promise<SessionListItem[]> {
  const reply = await authedCall<SessionListReply | undefined>('/sessions/getSessionsForUser/', {
    fallbackMessage: FALLBACK,
    signal,
  });
  return listOf(reply, FALLBACK);
}

export const recentSessionsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.recentSessions(), queryFn: ({ signal }) => getRecentSessions(signal) });

export function useRecentSessions() {
  return useQuery(recentSessionsQuery());
}
