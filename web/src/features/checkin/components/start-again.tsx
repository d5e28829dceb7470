import { useId } from 'react';
import './checkin.css';

/** What the page needs to offer another try: the action, whether it is under way, and why it failed. */
export type StartAgainOffer = {
  onStartAgain: () => void;
  starting: boolean;
  error: string | null;
};

/** A check-in that is over, when the teacher allows retakes: another try, as a new check-in. */
export function StartAgain({ onStartAgain, starting, error }: StartAgainOffer) {
  const why = useId();
  return (
    <div className="start-again">
      <p id={why}>Your teacher allows another try; your answers from this one stay with your teacher.</p>
      <button
        type="button"
        className="checkin-button checkin-button--wide"
        data-testid="start-again-button"
        aria-describedby={why}
        onClick={onStartAgain}
        disabled={starting}
        aria-busy={starting || undefined}
      >
        Start again
      </button>
      {starting ? (
        <p className="chat-message__status" role="status">
          Starting your new check-in…
        </p>
      ) : null}
      {error ? (
        <p className="checkin-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
