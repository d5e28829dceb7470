import { GET_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import { useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { instanceKeys } from './get-instance';

/** GET /assessment_templates/getAssessmentTemplateById/{id}, for the name of the CheckIn an instance came from. */
export async function getTemplateName(templateId: string, signal?: AbortSignal): Promise<string> {
  const reply = await authedCall<{ data?: { name?: string } }>(
    `/assessment_templates/getAssessmentTemplateById/${encodeURIComponent(templateId)}`,
    { fallbackMessage: GET_TEMPLATE_FAILED, signal },
  );
  return reply?.data?.name ?? '';
}

/** The name, or nothing: a deleted CheckIn keeps its students' results, under the instance's own title. */
export function useTemplateName(templateId: string | undefined) {
  return useQuery({
    queryKey: instanceKeys.template(templateId ?? ''),
    queryFn: ({ signal }) => getTemplateName(templateId!, signal),
    enabled: Boolean(templateId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
