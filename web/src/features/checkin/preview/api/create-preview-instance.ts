import { authedCall } from '../../../../lib/api-client';

export type CreatePreviewInput = { assessmentTemplateId: string; student_name?: string };
export type CreatedPreview = { assessmentInstanceId: string; title: string; numberOfQuestions: number };

/**
 * POST /assessment_instances/createAssessmentInstance/ with the teacher's own token: the API makes it a Preview
 * instance, kept out of sessions, counts and reports. 201 with the instance's settings.
 */
export function createPreviewInstance(input: CreatePreviewInput): Promise<CreatedPreview> {
  const name = input.student_name?.trim();
  return authedCall<CreatedPreview>('/assessment_instances/createAssessmentInstance/', {
    method: 'POST',
    body: name
      ? { assessmentTemplateId: input.assessmentTemplateId, student_name: name }
      : { assessmentTemplateId: input.assessmentTemplateId },
    fallbackMessage: 'Error creating assessment instance',
  });
}
