import { type FormEvent, type ReactNode, type Ref } from 'react';
import { FormAlert } from '../../../ui/form-alert';

/**
 * The frame of every auth form: the form's own error above its fields, and the fields disabled while it is sent.
 * `feedback` is the form's useFormFeedback.
 */
export function AuthForm({
  feedback,
  busy,
  onSubmit,
  children,
}: {
  feedback: { formError: string | null; alertRef: Ref<HTMLDivElement> };
  busy: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {feedback.formError ? (
        <FormAlert tone="error" alertRef={feedback.alertRef}>
          {feedback.formError}
        </FormAlert>
      ) : null}
      <fieldset disabled={busy}>{children}</fieldset>
    </form>
  );
}
