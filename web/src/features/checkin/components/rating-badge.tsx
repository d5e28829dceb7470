import type { QuestionRating } from '../model/question-results';

/**
 * A question's rating as a badge: the level's name, coloured by where it sits on the scale, with "3 of 4" beside
 * it. No rating (not rated, not yet, not answered) is a plain grey badge that says so, never a level.
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
      <span className={`rating-badge rating-badge--${rating.tone}`} data-testid="rating-badge">
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
