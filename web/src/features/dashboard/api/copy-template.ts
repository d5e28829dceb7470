import type { AssessmentTemplate, TemplateReply } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

const FALLBACK = 'There was a problem creating the assessment template';

/** The fields of createAssessmentTemplate that make `template` again: a private, unarchived copy. */
export function copyFieldsOf(template: AssessmentTemplate) {
  return {
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
    isPublic: false,
    tags: template.tags,
    archive: false,
  };
}

/** POST /assessment_templates/createAssessmentTemplate/ (201) with an example's fields: the teacher's own copy. */
export async function copyTemplate(template: AssessmentTemplate): Promise<AssessmentTemplate> {
  const reply = await authedCall<TemplateReply | undefined>('/assessment_templates/createAssessmentTemplate/', {
    method: 'POST',
    body: copyFieldsOf(template),
    fallbackMessage: FALLBACK,
  });
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export function useCopyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.templates() }),
  });
}
