import type { SpecMessage } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { reconnectDelay } from '../../../lib/realtime';
import { checkinKeys } from '../../checkin/api/input';
import { type NextResponseReply, shouldResendAnswer } from '../../checkin/api/submit-answer';

export type PreviewAnswerInput = { assessmentInstanceId: string; messages: SpecMessage[] };

/**
 * POST /assessment_instances/getNextResponse/: the conversation ending with the teacher's answer. Sending the same
 * conversation again is safe (the server records the answer once), so network failures are simply sent again.
 */
export function sendPreviewAnswer(input: PreviewAnswerInput): Promise<NextResponseReply> {
  return authedCall<NextResponseReply>('/assessment_instances/getNextResponse/', {
    method: 'POST',
    body: input,
    fallbackMessage: 'There was a problem getting a response from the AI',
  });
}

export function useSendPreviewAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPreviewAnswer,
    retry: shouldResendAnswer,
    retryDelay: (failures) => reconnectDelay(failures),
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: checkinKeys.instance(input.assessmentInstanceId) }),
  });
}
