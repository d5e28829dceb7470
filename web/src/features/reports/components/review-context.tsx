import { createContext, useContext } from 'react';
import type { DeleteTarget, ReviewTarget } from '../model/review-target';

export type Review = {
  openStudent: (instanceId: string, student: string) => void;
  openOverride: (target: ReviewTarget) => void;
  openDelete: (target: DeleteTarget) => void;
};

/** What the report's pieces may open; its provider (review-provider.tsx) draws the drawer and the dialogs. */
export const ReviewContext = createContext<Review | null>(null);

export function useReview(): Review {
  const review = useContext(ReviewContext);
  if (!review) throw new Error('useReview needs a ReviewProvider');
  return review;
}
