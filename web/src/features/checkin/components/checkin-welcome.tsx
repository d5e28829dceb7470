import { type FormEvent, useEffect, useRef } from 'react';
import './checkin.css';

type Props = {
  title: string;
  topic: string;
  grade?: string;
  numberOfQuestions: number;
  name: string;
  onNameChange: (name: string) => void;
  onStart: () => void;
  starting: boolean;
  /** The name field takes the keyboard (a new student on this device, after the last one's check-in). */
  focusName?: boolean;
};

/** Before the check-in: what it is about, an optional name, and Start. */
export function CheckinWelcome({
  title,
  topic,
  grade,
  numberOfQuestions,
  name,
  onNameChange,
  onStart,
  starting,
  focusName = false,
}: Props) {
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameField.current?.focus();
  }, [focusName]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!starting) onStart();
  };
  return (
    <div className="checkin checkin--centered">
      <section className="checkin-card checkin-welcome" aria-labelledby="checkin-title">
        <p className="checkin-eyebrow">Check-in</p>
        <h1 id="checkin-title" className="checkin-card__title" data-testid="checkin-title">
          {title}
        </h1>
        <dl className="checkin-facts">
          <div>
            <dt>Topic</dt>
            <dd data-testid="checkin-topic">{topic}</dd>
          </div>
          {grade ? (
            <div>
              <dt>Grade</dt>
              <dd>{grade}</dd>
            </div>
          ) : null}
          <div>
            <dt>Questions</dt>
            <dd>{numberOfQuestions}</dd>
          </div>
        </dl>
        <p>
          An AI examiner will ask you {numberOfQuestions === 1 ? 'one question' : `${numberOfQuestions} questions`}, one
          at a time. Answer in your own words; there is no time limit.
        </p>
        <form className="checkin-welcome__form" onSubmit={submit}>
          <label htmlFor="checkin-student-name" className="checkin-field__label">
            Your name (optional)
          </label>
          <input
            ref={nameField}
            id="checkin-student-name"
            className="checkin-field__input"
            type="text"
            autoComplete="name"
            maxLength={80}
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
            aria-describedby="checkin-name-hint"
          />
          <p id="checkin-name-hint" className="answer-box__hint">
            Leave it empty to take part anonymously.
          </p>
          <button
            type="submit"
            className="checkin-button checkin-button--primary checkin-button--wide"
            data-testid="start-button"
            disabled={starting}
            aria-busy={starting || undefined}
          >
            Start
          </button>
          {starting ? (
            <p className="chat-message__status" role="status">
              Getting your first question…
            </p>
          ) : null}
        </form>
      </section>
    </div>
  );
}
