import './public-form.css';

/**
 * A labelled input (or textarea) of the public site's plain forms, with its error read out with it and marked
 * invalid when it is. The teacher area uses Mantine's instead.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  multiline = false,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const props = {
    id,
    value,
    className: 'public-form__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="public-form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...props} rows={5} maxLength={5000} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...props} {...input} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="public-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
