import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** While the AI writes (or nothing can be answered): the box and the button are disabled. */
  disabled: boolean;
  /** Says why the box is disabled, in its placeholder. */
  disabledReason?: string;
  error?: string | null;
  maxLength?: number;
};

/**
 * The student's answer: Enter sends, Shift+Enter starts a new line. When the box comes back after the AI's
 * reply, focus returns to it, so a keyboard user just keeps typing.
 */
export function AnswerBox({ value, onChange, onSend, disabled, disabledReason, error, maxLength = 4000 }: Props) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const wasDisabled = useRef(disabled);

  useEffect(() => {
    if (wasDisabled.current && !disabled) box.current?.focus();
    wasDisabled.current = disabled;
  }, [disabled]);

  const canSend = !disabled && value.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: that Enter picks the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form className="answer-box" onSubmit={submit} aria-label="Answer">
      <label className="answer-box__label" htmlFor={`${id}-answer`}>
        Your answer
      </label>
      <div className="answer-box__row">
        <textarea
          id={`${id}-answer`}
          ref={box}
          className="answer-box__input"
          data-testid="answer-box"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          placeholder={disabled ? disabledReason : 'Type your answer'}
          rows={2}
          maxLength={maxLength}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <button
          type="submit"
          className="checkin-button checkin-button--primary"
          data-testid="send-button"
          disabled={!canSend}
        >
          Send
        </button>
      </div>
      <p id={`${id}-hint`} className="answer-box__hint">
        Press Enter to send, Shift+Enter for a new line.
      </p>
      {error ? (
        <p id={`${id}-error`} className="checkin-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
