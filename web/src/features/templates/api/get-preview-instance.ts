import type { InstanceDocument } from '@checkin/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { isAwaitingAi } from '../../checkin/api/get-instance';
import { checkinKeys } from '../../checkin/api/input';

/** GET /assessment_instances/getAssessmentInstanceById/{id} with the teacher's token: the preview's document. */
export async function getPreviewInstance(id: string, signal?: AbortSignal): Promise<InstanceDocument> {
  const reply = await authedCall<{ data?: InstanceDocument }>(
    `/assessment_instances/getAssessmentInstanceById/${encodeURIComponent(id)}`,
    { fallbackMessage: 'Error getting assessment instances', signal },
  );
  if (!reply?.data) throw new ApiError(502, 'Error getting assessment instances');
  return reply.data;
}

/**
 * The same query key as the student's check-in, so the live channel (useInstanceLive) refreshes it. Polls while
 * the AI works, as a safety net for a socket that is down.
 */
export function usePreviewInstance(id: string | undefined, pollMs: number) {
  return useQuery({
    queryKey: checkinKeys.instance(id ?? ''),
    queryFn: ({ signal }) => getPreviewInstance(id!, signal),
    enabled: Boolean(id),
    refetchInterval: (query) => (isAwaitingAi(query.state.data) ? pollMs : false),
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });
}
