import type { RatingOverrideView } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { ratingLevel, ratingText } from '../model/rating-level';

/**
 * The AI's rating and the teacher's side by side, each saying whether it is the one that counts; without the
 * teacher's, the AI's counts alone.
 */
export function RatingPair({
  scale,
  aiRating,
  aiLabel,
  override,
}: {
  scale: RatingScale;
  aiRating: number | null;
  aiLabel?: string | null;
  override: RatingOverrideView | null;
}) {
  if (aiRating === null && !override) return <span className="report-rating-side">Not rated yet</span>;
  return (
    <div className="report-rating-pair" data-testid="rating-pair">
      {aiRating !== null ? (
        <span
          className="report-rating-side report-level"
          data-level={ratingLevel(scale, aiRating)}
          data-counts={override ? 'false' : 'true'}
          data-testid="ai-rating"
        >
          AI: {ratingText(scale, aiRating, aiLabel)}
          {override ? ' (replaced)' : ' (counts)'}
        </span>
      ) : null}
      {override ? (
        <span
          className="report-rating-side report-level"
          data-level={ratingLevel(scale, override.rating)}
          data-counts="true"
          data-testid="teacher-rating"
        >
          Teacher: {ratingText(scale, override.rating, override.ratingLabel)} (counts)
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
