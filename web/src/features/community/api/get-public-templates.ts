import { GET_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { AssessmentTemplate, TemplateListReply } from '@checkin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { type CommunityFilters, communityKeys } from './keys';

const FALLBACK = GET_TEMPLATE_FAILED;

/**
 * GET /assessment_templates/getPublicAssessmentTemplates/?q=&grade=&tag=: the CheckIns teachers have shared
 * (examples aside), newest first; the server searches names and topics and filters by grade and tag.
 */
export async function getPublicTemplates(
  filters: CommunityFilters,
  signal?: AbortSignal,
): Promise<AssessmentTemplate[]> {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.grade) params.set('grade', filters.grade);
  if (filters.tag) params.set('tag', filters.tag);
  const query = params.toString() ? `?${params}` : '';
  const reply = await authedCall<TemplateListReply | undefined>(
    `/assessment_templates/getPublicAssessmentTemplates/${query}`,
    { fallbackMessage: FALLBACK, signal },
  );
  if (!Array.isArray(reply?.data)) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export const publicTemplatesQuery = (filters: CommunityFilters) =>
  queryOptions({
    queryKey: communityKeys.templates(filters),
    queryFn: ({ signal }) => getPublicTemplates(filters, signal),
    // The list stays on screen while a new filter's results load.
    placeholderData: keepPreviousData,
  });

export function usePublicTemplates(filters: CommunityFilters) {
  return useQuery(publicTemplatesQuery(filters));
}
