import type { MarkAnswerReply } from '@checkin/contracts';
import { UPDATE_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { Mark } from '@checkin/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dataOf, reportKeys } from './keys';

export type MarkAnswerInput = { assessmentInstanceId: string; answerMessageId: string; mark: Mark };

/**
 * POST /assessment_templates/markAnswer: the answer into its question's key, marked right or wrong. The CheckIn
 * changes, not this check-in: the reports read its keys again, and the builder reads it afresh when opened.
 */
export async function markAnswer(body: MarkAnswerInput): Promise<MarkAnswerReply['data']> {
  const reply = await authedCall<MarkAnswerReply | undefined>('/assessment_templates/markAnswer', {
    method: 'POST',
    body,
    fallbackMessage: UPDATE_TEMPLATE_FAILED,
  });
  return dataOf(reply, UPDATE_TEMPLATE_FAILED);
}

export function useMarkAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
