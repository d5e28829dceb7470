import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'name'>;

/** A labelled input (or text area) whose hint and error are read out with it, and marked invalid when it is. */
export function SalesField({ label, value, onChange, error, hint, multiline, inputRef, ...input }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    ref: inputRef,
    className: 'sales-field__input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="sales-field">
      <label className="sales-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} name={input.name} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="sales-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="sales-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
