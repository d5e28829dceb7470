import type { OverallView } from '../model/checkin-view';
import { RatingLine } from './rating-line';

/** The end of a check-in: the overall rating and the feedback, each only if the teacher chose to show it. */
export function OverallResult({ overall }: { overall: OverallView }) {
  return (
    <section className="overall" aria-labelledby="overall-title" data-testid="overall-result">
      <h2 id="overall-title" className="overall__title">
        Your result
      </h2>
      {overall.pending ? (
        <p className="chat-message__status" role="status">
          Preparing your overall result…
        </p>
      ) : null}
      {overall.rating ? <RatingLine rating={overall.rating} title="Overall rating" /> : null}
      {overall.feedback ? (
        <div className="overall__feedback" data-testid="overall-feedback">
          <h3 className="overall__subtitle">Feedback</h3>
          <p className="checkin-text">{overall.feedback}</p>
        </div>
      ) : null}
    </section>
  );
}
