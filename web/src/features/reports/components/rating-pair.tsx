import type { RatingOverrideView } from '@checkin/contracts';
import { NOT_RATED, type RatingScale } from '@checkin/domain';
import { levelProps } from '../../../ui/level-colours';
import { ratingText } from '../model/rating-level';

/**
 * The AI's rating and the teacher's side by side, each saying whether it is the one that counts; without the
 * teacher's, the AI's counts alone. `notRated`: the AI judged the answer and could not rate it (no answer key).
 * `superseded`: an answer before the follow-up answer to its question, whose rating is the question's; neither of
 * this one's counts.
 */
export function RatingPair({
  scale,
  aiRating,
  aiLabel,
  override,
  notRated = false,
  superseded = false,
}: {
  scale: RatingScale;
  aiRating: number | null;
  aiLabel?: string | null;
  override: RatingOverrideView | null;
  notRated?: boolean;
  superseded?: boolean;
}) {
  const counts = (side: 'ai' | 'teacher') =>
    superseded ? ' (the follow-up’s counts)' : side === 'ai' && override ? ' (replaced)' : ' (counts)';
  if (aiRating === null && !override && !notRated) return <span className="report-rating-side">Being rated</span>;
  return (
    <div className="report-rating-pair" data-testid="rating-pair">
      {aiRating === null && notRated ? (
        <span
          className="report-rating-side report-level"
          data-level="none"
          data-counts={override || superseded ? 'false' : 'true'}
          data-testid="not-rated"
        >
          AI: {NOT_RATED}
          {superseded || override ? counts('ai') : ', for you to rate'}
        </span>
      ) : null}
      {aiRating !== null ? (
        <span
          className="report-rating-side report-level"
          {...levelProps(scale, aiRating)}
          data-counts={override || superseded ? 'false' : 'true'}
          data-testid="ai-rating"
        >
          AI: {ratingText(scale, aiRating, aiLabel)}
          {counts('ai')}
        </span>
      ) : null}
      {override ? (
        <span
          className="report-rating-side report-level"
          {...levelProps(scale, override.rating)}
          data-counts={superseded ? 'false' : 'true'}
          data-testid="teacher-rating"
        >
          Teacher: {ratingText(scale, override.rating, override.ratingLabel)}
          {counts('teacher')}
        </span>
      ) : null}
      {override?.note ? (
        <span className="report-rating-note" data-testid="override-note">
          Note: {override.note}
        </span>
      ) : null}
    </div>
  );
}
