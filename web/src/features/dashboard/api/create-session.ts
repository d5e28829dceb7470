import { CREATE_SESSION_FAILED } from '@checkin/contracts/rules';
import type { SessionListItem } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, authedCall } from '../../../lib/api-client';
import { dashboardKeys, idSchema, parseInput, sessionNameSchema } from './keys';

export const createSessionInput = z.object({ assessment_template_id: idSchema, name: sessionNameSchema });
export type CreateSessionInput = z.infer<typeof createSessionInput>;

const FALLBACK = CREATE_SESSION_FAILED;

/** POST /sessions/createSession/ (201): a new link for students to take the CheckIn. */
export async function createSession(input: CreateSessionInput): Promise<SessionListItem> {
  const body = parseInput(createSessionInput, input, FALLBACK);
  const reply = await authedCall<{ data?: SessionListItem } | undefined>('/sessions/createSession/', {
    method: 'POST',
    body,
    fallbackMessage: FALLBACK,
  });
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.sessions() }),
  });
}
