import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterReview, postReview } from './review';

export type ClearRatingOverrideInput = { assessmentInstanceId: string; answerMessageId: string | null };

/** POST /assessment_instances/clearRatingOverride: back to the AI's rating. */
export function clearRatingOverride(input: ClearRatingOverrideInput) {
  return postReview('clearRatingOverride', input);
}

export function useClearRatingOverride() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearRatingOverride, onSuccess: (doc) => afterReview(queryClient, doc) });
}
