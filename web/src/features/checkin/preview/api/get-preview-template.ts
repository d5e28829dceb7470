import type { AssessmentTemplate } from '@checkin/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../../lib/api-client';
import { checkinKeys } from '../../api/input';

/** What the preview's welcome screen shows of the CheckIn, as a student's does. */
export type PreviewTemplate = Pick<AssessmentTemplate, 'name' | 'topic' | 'grade' | 'numberOfQuestions'>;

const FALLBACK = 'Error getting assessment template';

/** GET /assessment_templates/getAssessmentTemplateById/{id} with the teacher's token: the CheckIn to take. */
export async function getPreviewTemplate(templateId: string, signal?: AbortSignal): Promise<PreviewTemplate> {
  const reply = await authedCall<{ data?: AssessmentTemplate }>(
    `/assessment_templates/getAssessmentTemplateById/${encodeURIComponent(templateId)}`,
    { fallbackMessage: FALLBACK, signal },
  );
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export function usePreviewTemplate(templateId: string) {
  return useQuery({
    queryKey: checkinKeys.previewTemplate(templateId),
    queryFn: ({ signal }) => getPreviewTemplate(templateId, signal),
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });
}
