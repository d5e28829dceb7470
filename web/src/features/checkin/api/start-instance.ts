import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client';
import { checkinKeys, idSchema, parseInput, tokenSchema } from './input';

/** POST /assessment_instances/startAssessmentInstance: answers once the first question is written. */
export const startInstanceInput = z.object({ token: tokenSchema, assessmentInstanceId: idSchema });
export type StartInstanceInput = z.infer<typeof startInstanceInput>;

export type StartReply = { message: { role: 'assistant'; content: string; messageId: string } };

const FALLBACK = 'There was a problem starting the assessment instance';

export async function startInstance(input: StartInstanceInput): Promise<StartReply> {
  const { token, assessmentInstanceId } = parseInput(startInstanceInput, input, FALLBACK);
  return apiCall<StartReply>('/assessment_instances/startAssessmentInstance', {
    token,
    body: { assessmentInstanceId },
    fallbackMessage: FALLBACK,
  });
}

export function useStartInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInstance,
    // Settled either way: a failed start may still have changed the instance (a 504 leaves it started).
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: checkinKeys.instance(input.assessmentInstanceId) }),
  });
}
