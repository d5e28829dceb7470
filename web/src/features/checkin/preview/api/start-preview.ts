import { START_INSTANCE_FAILED } from '@checkin/contracts/rules';
import { authedCall } from '../../../../lib/api-client';

/** POST /assessment_instances/startAssessmentInstance/: answers once the first question is written. */
export function startPreview(assessmentInstanceId: string): Promise<{ message: { content: string } }> {
  return authedCall('/assessment_instances/startAssessmentInstance/', {
    method: 'POST',
    body: { assessmentInstanceId },
    fallbackMessage: START_INSTANCE_FAILED,
  });
}
