import { UPDATE_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { TemplateChange, TemplateReply } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { templateKeys } from './keys';

export type UpdateTemplateInput = { assessmentTemplateId: string; logObject: TemplateChange };

/** PATCH /assessment_templates/updateAssessmentTemplate/ {assessmentTemplateId, logObject}: only what changed. */
export function updateTemplate(input: UpdateTemplateInput): Promise<TemplateReply> {
  return authedCall<TemplateReply>('/assessment_templates/updateAssessmentTemplate/', {
    method: 'PATCH',
    body: input,
    fallbackMessage: UPDATE_TEMPLATE_FAILED,
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: (reply) => {
      queryClient.setQueryData(templateKeys.one(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
