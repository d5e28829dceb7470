import { GET_SESSIONS_FAILED } from '@checkin/contracts/rules';
import type { SessionListItem, SessionListReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dashboardKeys, idSchema, listOf, parseInput } from './keys';

const FALLBACK = GET_SESSIONS_FAILED;

/** GET /sessions/getSessionsForTemplateId/{id}: a CheckIn's sessions, open and closed, newest first, with counts. */
export async function getTemplateSessions(templateId: string, signal?: AbortSignal): Promise<SessionListItem[]> {
  const id = parseInput(idSchema, templateId, FALLBACK);
  const reply = await authedCall<SessionListReply | undefined>(
    `/sessions/getSessionsForTemplateId/${encodeURIComponent(id)}`,
    { fallbackMessage: FALLBACK, signal },
  );
  return listOf(reply, FALLBACK);
}

export const templateSessionsQuery = (templateId: string) =>
  queryOptions({
    queryKey: dashboardKeys.templateSessions(templateId),
    queryFn: ({ signal }) => getTemplateSessions(templateId, signal),
  });

export function useTemplateSessions(templateId: string) {
  return useQuery(templateSessionsQuery(templateId));
}
