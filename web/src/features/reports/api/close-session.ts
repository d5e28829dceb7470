import { UPDATE_SESSION_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { reportKeys } from './keys';

export type CloseSessionInput = { sessionId: string; closed: boolean };

/**
 * PATCH /sessions/updateSession/ with `archived`: closes a session (no new students, so a flood of them stops;
 * those already in may finish) or reopens it.
 */
export async function closeSession({ sessionId, closed }: CloseSessionInput): Promise<void> {
  await authedCall<unknown>('/sessions/updateSession/', {
    method: 'PATCH',
    body: { session_id: sessionId, logObject: { archived: closed } },
    fallbackMessage: UPDATE_SESSION_FAILED,
  });
}

export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSession,
    onSuccess: (_, { sessionId }) => queryClient.invalidateQueries({ queryKey: reportKeys.session(sessionId) }),
  });
}
