import { GET_INSTANCES_FAILED } from '@checkin/contracts/rules';
import type { InstanceDocument } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dataOf, reportKeys, retryTransient } from './keys';

const FALLBACK = GET_INSTANCES_FAILED;

/** GET /assessment_instances/getAssessmentInstanceById/{id}: one student's whole conversation, for the drawer. */
export async function getInstanceDocument(instanceId: string, signal?: AbortSignal): Promise<InstanceDocument> {
  const reply = await authedCall<{ data?: InstanceDocument } | undefined>(
    `/assessment_instances/getAssessmentInstanceById/${encodeURIComponent(instanceId)}`,
    { fallbackMessage: FALLBACK, signal },
  );
  return dataOf(reply, FALLBACK);
}

export const instanceDocumentQuery = (instanceId: string) =>
  queryOptions({
    queryKey: reportKeys.instance(instanceId),
    queryFn: ({ signal }) => getInstanceDocument(instanceId, signal),
    retry: retryTransient,
  });

export function useInstanceDocument(instanceId: string | null) {
  return useQuery({ ...instanceDocumentQuery(instanceId ?? ''), enabled: instanceId !== null });
}
