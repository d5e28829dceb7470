import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { checkinKeys } from '../../checkin/api/input';

/** POST /assessment_instances/startAssessmentInstance/: answers once the first question is written. */
export function startPreview(assessmentInstanceId: string): Promise<{ message: { content: string } }> {
  return authedCall('/assessment_instances/startAssessmentInstance/', {
    method: 'POST',
    body: { assessmentInstanceId },
    fallbackMessage: 'There was a problem starting the assessment instance',
  });
}

export function useStartPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPreview,
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: checkinKeys.instance(id) }),
  });
}
