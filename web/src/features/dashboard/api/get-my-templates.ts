import { GET_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { AssessmentTemplate, TemplateListReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dashboardKeys, listOf } from './keys';

const FALLBACK = GET_TEMPLATE_FAILED;

/** GET /assessment_templates/getAssessmentTemplatesByUserId/: the teacher's CheckIns, archived ones included. */
export async function getMyTemplates(signal?: AbortSignal): Promise<AssessmentTemplate[]> {
  const reply = await authedCall<TemplateListReply | undefined>(
    '/assessment_templates/getAssessmentTemplatesByUserId/',
    { fallbackMessage: FALLBACK, signal },
  );
  return listOf(reply, FALLBACK);
}

export const myTemplatesQuery = () =>
  queryOptions({ queryKey: dashboardKeys.templates(), queryFn: ({ signal }) => getMyTemplates(signal) });

export function useMyTemplates() {
  return useQuery(myTemplatesQuery());
}
