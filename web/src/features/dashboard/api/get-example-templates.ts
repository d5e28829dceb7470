import { GET_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { AssessmentTemplate, TemplateListReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dashboardKeys, listOf } from './keys';

const FALLBACK = GET_TEMPLATE_FAILED;

/** GET /assessment_templates/getExampleAssessmentTemplates/: ready-made CheckIns a new teacher can start from. */
export async function getExampleTemplates(signal?: AbortSignal): Promise<AssessmentTemplate[]> {
  const reply = await authedCall<TemplateListReply | undefined>(
    '/assessment_templates/getExampleAssessmentTemplates/',
    { fallbackMessage: FALLBACK, signal },
  );
  return listOf(reply, FALLBACK);
}

export const exampleTemplatesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.examples(),
    queryFn: ({ signal }) => getExampleTemplates(signal),
    staleTime: 10 * 60_000,
  });

export function useExampleTemplates(enabled = true) {
  return useQuery({ ...exampleTemplatesQuery(), enabled });
}
