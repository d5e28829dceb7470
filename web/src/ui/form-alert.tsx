import { type ReactNode, type Ref } from 'react';
import './form-alert.css';

/**
 * A message about the whole form. Errors are alerts (read out at once); news is a polite status. It can take
 * focus (tabIndex -1), so that after a failed submit the keyboard lands where the explanation is.
 */
export function FormAlert({
  tone,
  children,
  alertRef,
  id,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  alertRef?: Ref<HTMLDivElement>;
  id?: string;
}) {
  return (
    <div
      ref={alertRef}
      id={id}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`form-alert form-alert--${tone}`}
    >
      {children}
    </div>
  );
}

/** The form's submit button: disabled (with its label saying why) while the form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}
