import { useEffect, useRef } from 'react';

type Props = {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  retryError?: string | null;
  /** When nothing else can be done (the conversation waits on it), focus goes to Retry. */
  takeFocus?: boolean;
};

/** AI work failed after its last attempt: say so, and let the student ask again. */
export function AiFailure({ message, onRetry, retrying, retryError, takeFocus = false }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  return (
    <div className="ai-failure">
      <p className="ai-failure__message" role="alert">
        {message}
      </p>
      {retryError ? (
        <p className="checkin-error" role="alert">
          {retryError}
        </p>
      ) : null}
      <div className="ai-failure__actions">
        <button
          type="button"
          ref={button}
          className="checkin-button checkin-button--primary"
          data-testid="retry-button"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
        >
          Retry
        </button>
        {retrying ? <span role="status">Trying again…</span> : null}
      </div>
    </div>
  );
}
