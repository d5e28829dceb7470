import { DELETE_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dashboardKeys, idSchema, parseInput } from './keys';

const FALLBACK = DELETE_TEMPLATE_FAILED;

/** DELETE /assessment_templates/deleteAssessmentTemplateById/{id}: the CheckIn leaves every list; results stay. */
export async function deleteTemplate(templateId: string): Promise<void> {
  const id = parseInput(idSchema, templateId, FALLBACK);
  await authedCall<unknown>(`/assessment_templates/deleteAssessmentTemplateById/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: FALLBACK,
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    // Its sessions stop taking students, and leave the recent list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
