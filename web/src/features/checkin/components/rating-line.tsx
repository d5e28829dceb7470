import type { RatingView } from '../model/checkin-view';

/** "Proficient (3 of 4)", or "Not rated", with the reason under it. */
export function RatingLine({ rating, title }: { rating: RatingView; title: string }) {
  return (
    <div className="rating" data-testid="rating">
      <p className="rating__value">
        <span className="rating__title">{title}: </span>
        <strong>{rating.label}</strong>
        {rating.value !== null && rating.max > 0 ? (
          <span className="rating__scale">
            {' '}
            ({rating.value} of {rating.max})
          </span>
        ) : null}
      </p>
      {rating.explanation ? <p className="rating__explanation checkin-text">{rating.explanation}</p> : null}
    </div>
  );
}
