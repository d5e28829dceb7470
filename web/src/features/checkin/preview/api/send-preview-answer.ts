import { NEXT_RESPONSE_FAILED } from '@checkin/contracts/rules';
import type { AnswerTaken } from '@checkin/contracts';
import { authedCall } from '../../../../lib/api-client';
import type { AnswerInput } from '../../api/submit-answer';

/**
 * POST /assessment_instances/submitAnswer/: the conversation ending with the teacher's answer; 202 with the change
 * it made of the student's view (the preview reads its own document again), the reply to come on the live channel. Sending the same conversation again is safe (the server records
 * the answer once), so network failures are simply sent again (useSubmitAnswer).
 */
export function sendPreviewAnswer(input: AnswerInput): Promise<AnswerTaken> {
  return authedCall<AnswerTaken>('/assessment_instances/submitAnswer/', {
    method: 'POST',
    body: input,
    fallbackMessage: NEXT_RESPONSE_FAILED,
  });
}
