import { CREATE_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { AssessmentTemplate, TemplateReply } from '@checkin/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, authedCall } from './api-client';

/**
 * "Copy to my CheckIns" or "Use this example": POST /assessment_templates/createAssessmentTemplate/ (201) with the
 * template's fields. The copy is the teacher's own: private and unarchived, whatever the original.
 */
export async function copyTemplate(template: AssessmentTemplate): Promise<AssessmentTemplate> {
  const reply = await authedCall<TemplateReply | undefined>('/assessment_templates/createAssessmentTemplate/', {
    method: 'POST',
    body: {
      name: template.name,
      grade: template.grade,
      topic: template.topic,
      numberOfQuestions: template.numberOfQuestions,
      promptType: template.promptType,
      customQuestions: template.customQuestions,
      rating_level: template.rating_level,
      rating_scale_id: template.rating_scale_id,
      showSingleQuestionRating: template.showSingleQuestionRating,
      showOverallRating: template.showOverallRating,
      showExampleAnswer: template.showExampleAnswer,
      showOverallFeedback: template.showOverallFeedback,
      allowRetakes: template.allowRetakes,
      isPublic: false,
      tags: template.tags,
      archive: false,
    },
    fallbackMessage: CREATE_TEMPLATE_FAILED,
  });
  if (!reply?.data) throw new ApiError(502, CREATE_TEMPLATE_FAILED);
  return reply.data;
}

/** `refresh`: the caller's list the copy joins, refetched before the caller's own `onSuccess` runs. */
export function useCopyTemplate(refresh?: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTemplate,
    onSuccess: () => (refresh ? queryClient.invalidateQueries({ queryKey: refresh }) : undefined),
  });
}
