import type { InstanceDocument } from '@checkin/contracts';
import { ApiError, authedCall } from '../../../../lib/api-client';

/**
 * GET /assessment_instances/getAssessmentInstanceById/{id} with the teacher's token: the preview's whole document
 * (the answer keys included), read under the student's query key (useInstanceDocument).
 */
export async function getPreviewInstance(id: string, signal?: AbortSignal): Promise<InstanceDocument> {
  const reply = await authedCall<{ data?: InstanceDocument }>(
    `/assessment_instances/getAssessmentInstanceById/${encodeURIComponent(id)}`,
    { fallbackMessage: 'Error getting assessment instances', signal },
  );
  if (!reply?.data) throw new ApiError(502, 'Error getting assessment instances');
  return reply.data;
}
