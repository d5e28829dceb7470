import type { ReactNode } from 'react';
import './checkin.css';

/** Loading: a calm placeholder that says what is happening. */
export function CheckinLoading({ label = 'Loading your check-in…' }: { label?: string }) {
  return (
    <div className="checkin checkin--centered">
      <div className="checkin-card" role="status" aria-live="polite">
        <span className="checkin-spinner" aria-hidden="true" />
        <p>{label}</p>
      </div>
    </div>
  );
}

type ProblemProps = {
  title?: string;
  message: string;
  /** Buttons or links that lead on: try again, start over, go back. */
  children?: ReactNode;
};

/** Something stands in the way: what it is, in plain words, and what the student can do. */
export function CheckinProblem({ title = 'Something went wrong', message, children }: ProblemProps) {
  return (
    <div className="checkin checkin--centered">
      <section className="checkin-card" aria-labelledby="checkin-problem-title">
        <h1 id="checkin-problem-title" className="checkin-card__title">
          {title}
        </h1>
        <p role="alert">{message}</p>
        {children ? <div className="checkin-card__actions">{children}</div> : null}
      </section>
    </div>
  );
}
