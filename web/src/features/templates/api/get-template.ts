import type { AssessmentTemplate } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { templateKeys } from './keys';

const FALLBACK = 'Error getting assessment template';

/** GET /assessment_templates/getAssessmentTemplateById/{id}: one template, every field. */
export async function getTemplate(templateId: string, signal?: AbortSignal): Promise<AssessmentTemplate> {
  const reply = await authedCall<{ data?: AssessmentTemplate }>(
    `/assessment_templates/getAssessmentTemplateById/${encodeURIComponent(templateId)}`,
    { fallbackMessage: FALLBACK, signal },
  );
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export const templateQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: templateKeys.one(templateId),
    queryFn: ({ signal }) => getTemplate(templateId, signal),
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });

export function useTemplate(templateId: string | undefined) {
  return useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });
}
