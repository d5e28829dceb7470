import { useId } from 'react';
import type { QuestionResultView } from '../model/question-results';
import { RatingBadge } from './rating-badge';
import './results.css';

/** The results, question by question: what was asked, the rating as a badge, and why. */
export function QuestionResults({ results }: { results: QuestionResultView[] }) {
  const title = useId();
  return (
    <div className="question-results">
      <h3 id={title} className="overall__subtitle">
        Question by question
      </h3>
      <ol className="question-results__list" aria-labelledby={title}>
        {results.map((result) => (
          <li key={result.number} className="question-result" data-testid="question-result">
            <p className="question-result__head">
              <span className="question-result__number">Question {result.number}</span>
              <RatingBadge rating={result.rating} />
            </p>
            <p className="question-result__question checkin-text">{result.question}</p>
            {result.explanation ? (
              <p className="question-result__explanation checkin-text">{result.explanation}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
