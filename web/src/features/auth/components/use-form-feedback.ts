import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../../lib/auth-rules';

/**
 * A form's errors: one per field, beside it, and one for the whole form. After a failed submit the keyboard moves
 * to the first field in error, else to the form's message, once the form is enabled again.
 */
export function useFormFeedback<F extends string>(fieldOrder: readonly F[]) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<F | 'alert' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const element = target === 'alert' ? alertRef.current : inputs.current[target];
    element?.focus();
    if (element && document.activeElement === element) focusNext.current = null;
  });

  return {
    formError,
    alertRef,
    show(errors: FieldErrors, message: string | null = null) {
      setFieldErrors(errors);
      setFormError(message);
      focusNext.current = fieldOrder.find((field) => errors[field]) ?? (message ? 'alert' : null);
    },
    clear() {
      setFieldErrors({});
      setFormError(null);
    },
    /** The props that tie a Field to its error and let the keyboard be sent to it. */
    field(name: F) {
      return {
        error: fieldErrors[name],
        inputRef: (element: HTMLInputElement | null) => {
          inputs.current[name] = element;
        },
      };
    },
  };
}
