import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterReview, postReview } from './review';

export type FlagAnswerInput = { assessmentInstanceId: string; answerMessageId: string; flagged: boolean };

/** POST /assessment_instances/flagAnswer (or unflagAnswer): an answer marked, or no longer, for follow-up. */
export function flagAnswer({ flagged, ...body }: FlagAnswerInput) {
  return postReview(flagged ? 'flagAnswer' : 'unflagAnswer', body);
}

export function useFlagAnswer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: flagAnswer, onSuccess: (doc) => afterReview(queryClient, doc) });
}
