import { levelProps } from '../../../ui/level-colours';
import type { QuestionRating } from '../model/question-results';

/**
 * A question's rating as a badge: the level's name in its colour (the one the teacher's reports give the level),
 * with "3 of 4" beside it. No rating (not rated, not yet, not answered) is a plain grey badge that says so, never a
 * level.
 */
export function RatingBadge({ rating }: { rating: QuestionRating }) {
  if (rating.kind !== 'rated') {
    return (
      <span className={`rating-badge rating-badge--${rating.kind}`} data-testid="rating-badge">
        {rating.label}
      </span>
    );
  }
  return (
    <span className="rating-badge-group">
      <span
        className="rating-badge rating-badge--level"
        data-testid="rating-badge"
        {...levelProps(rating.scale, rating.value)}
      >
        {rating.label}
      </span>
      {rating.max > 0 ? (
        <span className="rating-badge__scale">
          {rating.value} of {rating.max}
        </span>
      ) : null}
    </span>
  );
}
