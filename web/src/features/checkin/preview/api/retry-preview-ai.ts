import { authedCall } from '../../../../lib/api-client';

/** POST /assessment_instances/retryAiRequest/: asks again for the AI work that failed; the reply comes later. */
export function retryPreviewAi(assessmentInstanceId: string): Promise<{ success: true }> {
  return authedCall('/assessment_instances/retryAiRequest/', {
    method: 'POST',
    body: { assessmentInstanceId },
    fallbackMessage: 'There was a problem getting a response from the AI',
  });
}
