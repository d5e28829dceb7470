import { authedCall } from '../../../../lib/api-client';
import type { AnswerInput, NextResponseReply } from '../../api/submit-answer';

/**
 * POST /assessment_instances/getNextResponse/: the conversation ending with the teacher's answer. Sending the same
 * conversation again is safe (the server records the answer once), so network failures are simply sent again
 * (useSubmitAnswer).
 */
export function sendPreviewAnswer(input: AnswerInput): Promise<NextResponseReply> {
  return authedCall<NextResponseReply>('/assessment_instances/getNextResponse/', {
    method: 'POST',
    body: input,
    fallbackMessage: 'There was a problem getting a response from the AI',
  });
}
