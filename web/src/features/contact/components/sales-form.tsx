import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSubmitSalesInquiry } from '../api/submit-sales-inquiry';
import {
  EMPTY_SALES_FORM,
  type SalesField as Field,
  type SalesFormErrors,
  type SalesFormValues,
  formFieldOf,
  salesFormErrors,
  toSalesInquiry,
} from '../model/sales-form';
import { SalesField } from './sales-field';
import { FormAlert, SubmitButton } from '../../../ui/form-alert';

const FIELD_ORDER: Field[] = ['name', 'email', 'organization', 'teachers', 'message'];

/**
 * The sales inquiry: checked here first (each wrong field says why, and the first takes the focus), then sent.
 * The server's field errors land on their fields too; any other failure is said above the button.
 */
export function SalesForm({ plan, onSent }: { plan: string | null; onSent: (email: string) => void }) {
  const [values, setValues] = useState<SalesFormValues>(EMPTY_SALES_FORM);
  const [errors, setErrors] = useState<SalesFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitSalesInquiry();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const failureRef = useRef<HTMLDivElement>(null);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const focusFirst = (wrong: SalesFormErrors) => inputs.current[FIELD_ORDER.find((f) => wrong[f])!]?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const wrong = salesFormErrors(values);
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return focusFirst(wrong);
    const inquiry = toSalesInquiry(values, plan);
    submit.mutate(inquiry, {
      onSuccess: () => onSent(inquiry.email),
      onError: (error) => {
        const fromServer: SalesFormErrors = {};
        for (const f of error instanceof ApiError ? error.fields : []) {
          const field = formFieldOf(f.field);
          if (field) fromServer[field] = `This ${f.message}.`;
        }
        setErrors(fromServer);
        if (Object.keys(fromServer).length > 0) return focusFirst(fromServer);
        setFailure(error.message);
        requestAnimationFrame(() => failureRef.current?.focus());
      },
    });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: errors[name],
    inputRef: (node: HTMLInputElement | null) => {
      inputs.current[name] = node;
    },
  });

  return (
    <form className="sales-form" onSubmit={onSubmit} noValidate aria-label="Contact sales">
      <div className="sales-form__pair">
        <SalesField label="Your name" autoComplete="name" {...field('name')} />
        <SalesField label="Work email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <div className="sales-form__pair">
        <SalesField label="School or district" autoComplete="organization" {...field('organization')} />
        <SalesField label="Number of teachers" inputMode="numeric" {...field('teachers')} />
      </div>
      <SalesField
        label="Message (optional)"
        multiline
        hint="What you would like to know, or how your school would use CheckIn."
        {...field('message')}
      />
      {failure ? (
        <FormAlert tone="error" alertRef={failureRef}>
          {failure}
        </FormAlert>
      ) : null}
      <div>
        <SubmitButton pending={submit.isPending} pendingLabel="Sending…">
          Send to sales
        </SubmitButton>
      </div>
    </form>
  );
}
