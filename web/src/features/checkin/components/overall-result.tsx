import type { OverallView } from '../model/checkin-view';
import type { QuestionResultView } from '../model/question-results';
import { QuestionResults } from './question-results';
import { RatingLine } from './rating-line';

type Props = {
  /** The overall rating and feedback, when the template shows either. */
  overall: OverallView | null;
  /** Each question's rating, when the template shows single ratings. */
  questions?: QuestionResultView[] | null;
};

/**
 * The end of a check-in: the overall rating, each question's rating, and the feedback, each only if the teacher
 * chose to show it. Nothing at all when they show none of them.
 */
export function OverallResult({ overall, questions }: Props) {
  const byQuestion = questions && questions.length > 0 ? questions : null;
  if (!overall && !byQuestion) return null;
  return (
    <section className="overall" aria-labelledby="overall-title" data-testid="overall-result">
      <h2 id="overall-title" className="overall__title">
        Your result
      </h2>
      {overall?.pending ? (
        <p className="chat-message__status" role="status">
          Preparing your overall result…
        </p>
      ) : null}
      {overall?.rating ? <RatingLine rating={overall.rating} title="Overall rating" /> : null}
      {byQuestion ? <QuestionResults results={byQuestion} /> : null}
      {overall?.feedback ? (
        <div className="overall__feedback" data-testid="overall-feedback">
          <h3 className="overall__subtitle">Feedback</h3>
          <p className="checkin-text">{overall.feedback}</p>
        </div>
      ) : null}
    </section>
  );
}
