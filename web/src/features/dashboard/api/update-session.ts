import { UPDATE_SESSION_FAILED } from '@checkin/contracts/rules';
import type { SessionListItem } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, authedCall } from '../../../lib/api-client';
import { dashboardKeys, idSchema, parseInput, sessionNameSchema } from './keys';

/** A rename, or closing (`archived: true`: no new students; those inside may finish) and reopening. */
export const updateSessionInput = z.object({
  session_id: idSchema,
  logObject: z.union([z.object({ name: sessionNameSchema }), z.object({ archived: z.boolean() })]),
});
export type UpdateSessionInput = z.infer<typeof updateSessionInput>;

const FALLBACK = UPDATE_SESSION_FAILED;

/** PATCH /sessions/updateSession/ */
export async function updateSession(input: UpdateSessionInput): Promise<SessionListItem> {
  const body = parseInput(updateSessionInput, input, FALLBACK);
  const reply = await authedCall<{ data?: SessionListItem } | undefined>('/sessions/updateSession/', {
    method: 'PATCH',
    body,
    fallbackMessage: FALLBACK,
  });
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.sessions() }),
  });
}
