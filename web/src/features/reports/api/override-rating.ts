import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterReview, postReview } from './review';

/** `answerMessageId: null`: the overall result. */
export type OverrideRatingInput = {
  assessmentInstanceId: string;
  answerMessageId: string | null;
  rating: number;
  note: string;
};

/** POST /assessment_instances/overrideRating: the teacher's rating over the AI's, with a note; again replaces it. */
export function overrideRating(input: OverrideRatingInput) {
  return postReview('overrideRating', input);
}

export function useOverrideRating() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: overrideRating, onSuccess: (doc) => afterReview(queryClient, doc) });
}
