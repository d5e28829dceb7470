import { type RatingScale, ratingLabel } from '@checkin/domain';
import {
  type AnswerRatingFields,
  type OverallRatingFields,
  type ShowFlags,
  studentAnswerRating,
  studentOverallRating,
} from '@checkin/engine';

/**
 * The two rating calls' answers, whether the rating is an instance's or a given conversation's. `flags`: what the
 * caller's template shows a student, for a student; null for a user, who reads everything.
 */

/** An answer's rating with its label and scale, as its caller may read it. A null rating is labelled not rated. */
export function answerRatingFor(
  flags: ShowFlags | null,
  scale: RatingScale,
  r: { rating: number | null; explanation: string; example: string },
): AnswerRatingFields<RatingScale> {
  const fields: AnswerRatingFields<RatingScale> = {
    rating: r.rating,
    ratingLabel: ratingLabel(scale, r.rating),
    explanation: r.explanation,
    example: r.example,
    ratingScale: scale,
  };
  return flags ? studentAnswerRating(flags, fields) : fields;
}

/** The whole conversation's rating with its label, as its caller may read it. */
export function overallRatingFor(
  flags: ShowFlags | null,
  scale: RatingScale,
  r: { rating: number | null; explanation: string; feedback: string },
): OverallRatingFields {
  const whole: OverallRatingFields = {
    rating: r.rating,
    ratingLabel: ratingLabel(scale, r.rating),
    explanation: r.explanation,
    feedback: r.feedback,
  };
  return flags ? studentOverallRating(flags, whole) : whole;
}

export type FeedbackMessage = {
  role: 'feedback';
  content: string | null;
  rating: number | null;
  ratingScale: RatingScale;
};

/** The conversation as getRatingForEntireConversation lists it: its messages, then the feedback as one more. */
export function withFeedback<Role extends string>(
  messages: ReadonlyArray<{ role: Role; content: string }>,
  fields: OverallRatingFields,
  scale: RatingScale,
): Array<{ role: Role; content: string } | FeedbackMessage> {
  return [
    ...messages.map(({ role, content }) => ({ role, content })),
    { role: 'feedback', content: fields.feedback, rating: fields.rating, ratingScale: scale },
  ];
}
