import { looksLikeEmail } from '@checkin/contracts/rules';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { TextField } from '../../../ui/text-field';
import { useContactUs } from '../api/contact-us';
import { FormAlert } from '../../../ui/form-alert';

type Fields = { name: string; email: string; message: string };
type Errors = Partial<Record<keyof Fields, string>>;

function check(fields: Fields): Errors {
  const errors: Errors = {};
  if (!fields.name.trim()) errors.name = 'Enter your name.';
  if (!looksLikeEmail(fields.email.trim())) errors.email = 'Enter your email address, like name@school.org.';
  if (!fields.message.trim()) errors.message = 'Write your message.';
  return errors;
}

/** The server's word on a field (a 400 names it), in the form's own terms. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fields.map((f) => [f.field, `This ${f.field} ${f.message}.`]));
}

/** "Write to us": name, email and message to the team (POST /contactus), for visitors with no account. */
export function ContactUsForm() {
  const send = useContactUs();
  const [fields, setFields] = useState<Fields>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await send.mutateAsync({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() });
      setSent(true);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  if (sent) {
    return (
      <FormAlert tone="success">
        Thank you, {fields.name.trim()}. Your message is with our team; we answer at {fields.email.trim()}.
      </FormAlert>
    );
  }
  return (
    <form className="public-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Write to us">
      {send.isError && !Object.keys(errors).length ? <FormAlert tone="error">{send.error.message}</FormAlert> : null}
      <fieldset disabled={send.isPending}>
        <TextField
          id="contact-name"
          label="Your name"
          autoComplete="name"
          value={fields.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          id="contact-message"
          label="Message"
          multiline
          value={fields.message}
          onChange={set('message')}
          error={errors.message}
        />
        <button type="submit" className="button" aria-busy={send.isPending || undefined}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </fieldset>
    </form>
  );
}
