import type { StudentInstanceView } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiCall } from '../../../lib/api-client';
import { checkinKeys, idSchema, parseInput, tokenSchema } from './input';

/** GET /assessment_instances/getAssessmentInstanceById/{id}: the student's view of their instance, the truth of what to show. */
export const getInstanceInput = z.object({ assessmentInstanceId: idSchema, token: tokenSchema });
export type GetInstanceInput = z.infer<typeof getInstanceInput>;

const FALLBACK = 'Error getting assessment instances';

export async function getInstance(input: GetInstanceInput, signal?: AbortSignal): Promise<StudentInstanceView> {
  const { assessmentInstanceId, token } = parseInput(getInstanceInput, input, FALLBACK);
  const reply = await apiCall<{ data: StudentInstanceView }>(
    `/assessment_instances/getAssessmentInstanceById/${encodeURIComponent(assessmentInstanceId)}`,
    { token, fallbackMessage: FALLBACK, signal },
  );
  return reply.data;
}

/** True while the document is still to change by itself: AI work under way, or an answer awaiting its reply. */
export function isAwaitingAi(doc: StudentInstanceView | undefined): boolean {
  if (!doc || doc.state === 'Canceled') return false;
  const last = doc.displayMessages[doc.displayMessages.length - 1];
  return doc.ai.pending.length > 0 || (doc.state === 'Started' && last?.role === 'user' && doc.ai.failed.length === 0);
}

/**
 * Polls while the AI works, so that a student whose socket is down still sees the reply (slower when the socket
 * is up: it tells us sooner, and the poll is only a safety net).
 */
export const instanceQueryOptions = (assessmentInstanceId: string, token: string, pollMs = 3000) =>
  queryOptions({
    queryKey: checkinKeys.instance(assessmentInstanceId),
    queryFn: ({ signal }) => getInstance({ assessmentInstanceId, token }, signal),
    refetchInterval: (query) => (isAwaitingAi(query.state.data) ? pollMs : false),
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });

export function useInstance(assessmentInstanceId: string | undefined, token: string | undefined, pollMs?: number) {
  return useQuery({
    ...instanceQueryOptions(assessmentInstanceId ?? '', token ?? '', pollMs),
    enabled: Boolean(assessmentInstanceId && token),
  });
}
