import { CREATE_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { TemplateFields, TemplateReply } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** POST /assessment_templates/createAssessmentTemplate/ with every template field; 201 with the template. */
export function createTemplate(body: TemplateFields): Promise<TemplateReply> {
  return authedCall<TemplateReply>('/assessment_templates/createAssessmentTemplate/', {
    method: 'POST',
    body,
    fallbackMessage: CREATE_TEMPLATE_FAILED,
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (reply) => {
      queryClient.setQueryData(templateKeys.one(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
