import { GET_INSTANCES_FAILED } from '@checkin/contracts/rules';
import type { InstanceDocument } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';

export const instanceKeys = {
  all: ['instances'] as const,
  one: (id: string) => ['instances', 'one', id] as const,
  template: (id: string) => ['instances', 'template', id] as const,
};

const FALLBACK = GET_INSTANCES_FAILED;

/** GET /assessment_instances/getAssessmentInstanceById/{id}: one instance, as its teacher sees it. */
export async function getInstance(id: string, signal?: AbortSignal): Promise<InstanceDocument> {
  const reply = await authedCall<{ data?: InstanceDocument }>(
    `/assessment_instances/getAssessmentInstanceById/${encodeURIComponent(id)}`,
    { fallbackMessage: FALLBACK, signal },
  );
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

/** Still changing by itself: a student mid-way, or ratings still being written. */
const inProgress = (doc: InstanceDocument | undefined) =>
  Boolean(doc && (doc.state === 'Started' || doc.state === 'Completed' || doc.ai.pending.length > 0));

export const instanceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: instanceKeys.one(id),
    queryFn: ({ signal }) => getInstance(id, signal),
    refetchInterval: (query) => (inProgress(query.state.data) ? 5000 : false),
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });

export function useInstance(id: string) {
  return useQuery(instanceQueryOptions(id));
}
