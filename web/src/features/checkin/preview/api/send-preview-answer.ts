import { NEXT_RESPONSE_FAILED } from '@checkin/contracts/rules';
import type { InstanceDocument } from '@checkin/contracts';
import { authedCall } from '../../../../lib/api-client';
import type { AnswerInput, SubmittedAnswer } from '../../api/submit-answer';

/**
 * POST /assessment_instances/submitAnswer/: the conversation ending with the teacher's answer; 202 with the whole
 * instance, the reply to come on the live channel. Sending the same conversation again is safe (the server records
 * the answer once), so network failures are simply sent again (useSubmitAnswer).
 */
export function sendPreviewAnswer(input: AnswerInput): Promise<SubmittedAnswer<InstanceDocument>> {
  return authedCall<SubmittedAnswer<InstanceDocument>>('/assessment_instances/submitAnswer/', {
    method: 'POST',
    body: input,
    fallbackMessage: NEXT_RESPONSE_FAILED,
  });
}
