import type { StudentInstanceView } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiCall } from '../../../lib/api-client';
import type { CheckinDocument } from '../model/checkin-document';
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
export function isAwaitingAi(doc: CheckinDocument | undefined): boolean {
  if (!doc || doc.state === 'Canceled') return false;
  const last = doc.displayMessages[doc.displayMessages.length - 1];
  return doc.ai.pending.length > 0 || (doc.state === 'Started' && last?.role === 'user' && doc.ai.failed.length === 0);
}

/** How an instance's document is read: with the student's token here, or the teacher's in Preview mode. */
export type FetchInstance<D extends CheckinDocument> = (
  assessmentInstanceId: string,
  signal?: AbortSignal,
) => Promise<D>;

/** The student's read of their instance, with their token. */
export const studentInstance =
  (token: string): FetchInstance<StudentInstanceView> =>
  (assessmentInstanceId, signal) =>
    getInstance({ assessmentInstanceId, token }, signal);

/**
 * An instance's document, under one key whoever reads it, so the live channel (useInstanceLive) refreshes it.
 * `pollMs`: how often it is read while the AI works, for a page whose live channel is down; false while it is up.
 */
export const instanceQueryOptions = <D extends CheckinDocument>(
  assessmentInstanceId: string,
  read: FetchInstance<D>,
  pollMs: number | false = 3000,
) =>
  queryOptions({
    queryKey: checkinKeys.instance(assessmentInstanceId),
    queryFn: ({ signal }) => read(assessmentInstanceId, signal),
    refetchInterval: (query) => (pollMs !== false && isAwaitingAi(query.state.data) ? pollMs : false),
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });

/** No `read` yet (the token is on its way): no call. */
export function useInstanceDocument<D extends CheckinDocument>(
  assessmentInstanceId: string | undefined,
  read: FetchInstance<D> | null,
  pollMs?: number | false,
) {
  return useQuery({
    ...instanceQueryOptions(assessmentInstanceId ?? '', read ?? (() => Promise.reject(new Error('No reader'))), pollMs),
    enabled: Boolean(assessmentInstanceId && read),
  });
}
