import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and read with it (aria-describedby). */
  hint?: ReactNode;
  error?: string;
  /** Beside the label: a "Forgot your password?" link, say. */
  aside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are read out with it, and marked invalid when it is. */
export function Field({ label, value, onChange, hint, error, aside, inputRef, id, ...input }: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="field">
      <div className="field__top">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {aside}
      </div>
      <input
        {...input}
        ref={inputRef}
        id={inputId}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The 6-digit code from an authenticator app or an email: digits only, the spaces some apps show dropped. */
export function CodeField({ onChange, ...props }: Omit<Props, 'label'> & { label?: string }) {
  return (
    <Field
      label="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      onChange={(value) => onChange(value.replace(/\s/g, ''))}
      {...props}
    />
  );
}
