import { Alert, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { MAX_CONTACT_MESSAGE_LENGTH, MAX_SUPPORT_SUBJECT_LENGTH } from '@checkin/contracts/rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, checkFields } from '../../../lib/auth-rules';
import { type Profile, profileKeys } from '../../../lib/get-profile';
import { supportRequestInput, useContactSupport } from '../api/contact-support';

const count = new Intl.NumberFormat('en-US');

/** Said when the API refuses the organisation: the teacher's changed (an admin moved them) since the page loaded. */
const ORGANIZATION_CHANGED =
  'Your organisation has changed since this page opened. Check it above, then send your request again.';

/** The server's refusal of a field, beside that field; organization_id stands for the whole form. */
function serverFieldErrors(error: Error): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of error instanceof ApiError ? error.fields : []) errors[field] = `This ${message}.`;
  return errors;
}

/**
 * A support request: subject and message, checked here first (each wrong field says why beside it, and the first
 * takes the focus), sent with the organisation the teacher's profile names. Any other failure is said above the
 * button and takes the focus.
 */
export function SupportForm({ profile, onSent }: { profile: Profile; onSent: () => void }) {
  const send = useContactSupport();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const organization = profile.organization ?? null;

  const showErrors = (wrong: FieldErrors) => {
    setErrors(wrong);
    (wrong.subject ? subjectRef : messageRef).current?.focus();
  };
  const showFailure = (text: string) => {
    setFailure(text);
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkFields(supportRequestInput, { subject, message });
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    send.mutate(
      { ...checked.data, organization_id: organization?.id ?? null },
      {
        onSuccess: onSent,
        onError: (error) => {
          const fromServer = serverFieldErrors(error);
          if (fromServer.subject || fromServer.message) return showErrors(fromServer);
          if (fromServer.organization_id) {
            void queryClient.invalidateQueries({ queryKey: profileKeys.all });
            return showFailure(ORGANIZATION_CHANGED);
          }
          showFailure(error.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Contact support">
      <fieldset disabled={send.isPending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput
            ref={subjectRef}
            label="Subject"
            description={`A few words on what it is about; at most ${count.format(MAX_SUPPORT_SUBJECT_LENGTH)} characters.`}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            error={errors.subject}
          />
          <Textarea
            ref={messageRef}
            label="Message"
            description={`What you were doing, what you expected and what happened; at most ${count.format(MAX_CONTACT_MESSAGE_LENGTH)} characters.`}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors.message}
            rows={8}
          />
          {organization ? (
            <Text size="sm" c="gray.7" data-testid="support-organization">
              Sent with your organisation {organization.name}.
            </Text>
          ) : null}
          {failure ? (
            <Alert ref={failureRef} tabIndex={-1} color="red" role="alert" title="Your request was not sent">
              {failure}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" loading={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send request'}
            </Button>
          </div>
        </Stack>
      </fieldset>
    </form>
  );
}
