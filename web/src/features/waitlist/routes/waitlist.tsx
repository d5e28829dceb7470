import { looksLikeEmail } from '@checkin/contracts/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { TextField } from '../../../ui/text-field';
import { useJoinWaitlist } from '../api/join-waitlist';
import { FormAlert } from '../../../ui/form-alert';

/** /waitlist: an email (and a name, if they like) to hear when CheckIn opens to more schools. */
export default function WaitlistPage() {
  const join = useJoinWaitlist();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [joined, setJoined] = useState<{ email: string; already: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) return setEmailError('Enter your email address, like name@school.org.');
    setEmailError(undefined);
    try {
      const reply = await join.mutateAsync({ email: address, ...(name.trim() ? { name: name.trim() } : {}) });
      setJoined({ email: address, already: !reply.data.joined });
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.find((f) => f.field === 'email') : undefined;
      if (field) setEmailError(`This email ${field.message}.`);
    }
  };

  return (
    <article className="prose">
      <h1>Join the waitlist</h1>
      {joined ? (
        <FormAlert tone="success">
          {joined.already
            ? `${joined.email} is on the waitlist already. We will write to you there.`
            : `Thank you! ${joined.email} is on the waitlist. We will write when CheckIn opens to more schools.`}
        </FormAlert>
      ) : (
        <>
          <p className="lead">
            CheckIn is opening to schools step by step. Leave your email and we will tell you when your school can
            start. One email when it is time, nothing else.
          </p>
          <form
            className="public-form"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label="Join the waitlist"
          >
            {join.isError && !emailError ? <FormAlert tone="error">{join.error.message}</FormAlert> : null}
            <fieldset disabled={join.isPending}>
              <TextField
                id="waitlist-email"
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                error={emailError}
              />
              <TextField
                id="waitlist-name"
                label="Name (optional)"
                autoComplete="name"
                value={name}
                onChange={setName}
              />
              <button type="submit" className="button" aria-busy={join.isPending || undefined}>
                {join.isPending ? 'Joining…' : 'Join the waitlist'}
              </button>
            </fieldset>
          </form>
        </>
      )}
      <div className="actions">
        <Link to={paths.home.to()}>Back to the home page</Link>
        <Link to={paths.policy.to('privacy')}>Privacy policy</Link>
      </div>
    </article>
  );
}
