import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, checkFields } from '../../../lib/auth-rules';
import { useAddOrgUser } from '../api/add-org-user';
import { newMemberInput, serverFieldErrors } from '../model/user-form';
import { MemberFields, type MemberValues } from './member-fields';

const EMPTY = { firstName: '', lastName: '', role: 'teacher' };

/**
 * "Add a teacher": the API makes the account and mails an invitation to choose a password. Its refusals are shown
 * where they belong: a field's beside the field, the organisation being full (max_users) above the buttons.
 */
export function AddUserDialog({
  organizationId,
  opened,
  onClose,
  onAdded,
}: {
  organizationId: string;
  opened: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const add = useAddOrgUser(organizationId);
  const [values, setValues] = useState<MemberValues>(EMPTY);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const close = () => {
    setValues(EMPTY);
    setEmail('');
    setErrors({});
    add.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFields(newMemberInput, { ...values, email });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const reply = await add.mutateAsync(checked.data);
      onAdded(reply.message);
      close();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  // A refusal about one field is shown beside it; anything else (the organisation is full) above the buttons.
  const formError = add.isError && Object.keys(serverFieldErrors(add.error)).length === 0 ? add.error : null;

  return (
    <Modal opened={opened} onClose={close} title="Add a teacher" centered size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <MemberFields values={values} errors={errors} onChange={setValues} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            description="They get an email with a link to choose their password."
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          {formError ? (
            <Alert color="red" role="alert" title="They were not added">
              {formError.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add and invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
