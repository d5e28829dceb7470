import { GET_INSTANCES_FAILED } from '@checkin/contracts/rules';
import type { InstanceDocument, InstanceListReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dashboardKeys, idSchema, listOf, parseInput } from './keys';

const FALLBACK = GET_INSTANCES_FAILED;

/** GET /assessment_instances/getPreviewAssessmentInstancesForTemplateId/{id}: the teacher's own tries, newest first. */
export async function getPreviews(templateId: string, signal?: AbortSignal): Promise<InstanceDocument[]> {
  const id = parseInput(idSchema, templateId, FALLBACK);
  const reply = await authedCall<InstanceListReply | undefined>(
    `/assessment_instances/getPreviewAssessmentInstancesForTemplateId/${encodeURIComponent(id)}`,
    { fallbackMessage: FALLBACK, signal },
  );
  return listOf(reply, FALLBACK);
}

export const previewsQuery = (templateId: string) =>
  queryOptions({
    queryKey: dashboardKeys.previews(templateId),
    queryFn: ({ signal }) => getPreviews(templateId, signal),
  });

export function usePreviews(templateId: string) {
  return useQuery(previewsQuery(templateId));
}
