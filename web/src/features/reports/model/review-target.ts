import type { RatingOverrideView } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';

/** A rating the teacher may override: one answer's (`answerMessageId`), or the overall result's (null). */
export type ReviewTarget = {
  instanceId: string;
  answerMessageId: string | null;
  student: string;
  /** "Question 2", or "Overall result". */
  what: string;
  scale: RatingScale;
  aiRating: number | null;
  aiLabel: string | null;
  override: RatingOverrideView | null;
  /** The AI judged it and could not rate it (no answer key): the teacher's rating is the only one. */
  notRated?: boolean;
};

/** A student's check-in the teacher may delete. */
export type DeleteTarget = { instanceId: string; student: string };
