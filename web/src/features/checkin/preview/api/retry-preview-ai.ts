import { NEXT_RESPONSE_FAILED } from '@checkin/contracts/rules';
import { authedCall } from '../../../../lib/api-client';

/** POST /assessment_instances/retryAiRequest/: asks again for the AI work that failed; the reply comes later. */
export function retryPreviewAi(assessmentInstanceId: string): Promise<{ success: true }> {
  return authedCall('/assessment_instances/retryAiRequest/', {
    method: 'POST',
    body: { assessmentInstanceId },
    fallbackMessage: NEXT_RESPONSE_FAILED,
  });
}
