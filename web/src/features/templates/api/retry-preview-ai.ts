import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { checkinKeys } from '../../checkin/api/input';

/** POST /assessment_instances/retryAiRequest/: asks again for the AI work that failed; the reply comes later. */
export function retryPreviewAi(assessmentInstanceId: string): Promise<{ success: true }> {
  return authedCall('/assessment_instances/retryAiRequest/', {
    method: 'POST',
    body: { assessmentInstanceId },
    fallbackMessage: 'There was a problem getting a response from the AI',
  });
}

export function useRetryPreviewAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPreviewAi,
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: checkinKeys.instance(id) }),
  });
}
