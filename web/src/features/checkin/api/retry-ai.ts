import type { StudentInstanceView } from '@checkin/contracts';
import { NEXT_RESPONSE_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client';
import { checkinKeys, idSchema, parseInput, tokenSchema } from './input';

/** POST /assessment_instances/retryAiRequest: asks again for the AI work that failed; the reply comes later. */
export const retryAiInput = z.object({ token: tokenSchema, assessmentInstanceId: idSchema });
export type RetryAiInput = z.infer<typeof retryAiInput>;

export async function retryAi(input: RetryAiInput): Promise<{ success: true; data: StudentInstanceView }> {
  const { token, assessmentInstanceId } = parseInput(retryAiInput, input, NEXT_RESPONSE_FAILED);
  return apiCall('/assessment_instances/retryAiRequest', {
    token,
    body: { assessmentInstanceId },
    fallbackMessage: NEXT_RESPONSE_FAILED,
  });
}

/** Asking again, by the student's call or the teacher's preview's; the document then shows the reply on its way. */
export function useRetryAi(retry: (assessmentInstanceId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retry,
    onSettled: (_data, _error, assessmentInstanceId) =>
      queryClient.invalidateQueries({ queryKey: checkinKeys.instance(assessmentInstanceId) }),
  });
}
