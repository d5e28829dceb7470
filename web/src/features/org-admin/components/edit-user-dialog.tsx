import type { OrgUser } from '@checkin/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, checkFields } from '../../../lib/auth-rules';
import { useUpdateOrgUser } from '../api/update-org-user';
import { memberNamesInput, serverFieldErrors } from '../model/user-form';
import { MemberFields, type MemberValues } from './member-fields';

/** Changes a member's names or role. An admin's own role is theirs to keep: another admin changes it. */
export function EditUserDialog({
  organizationId,
  member,
  isSelf,
  onClose,
  onSaved,
}: {
  organizationId: string;
  member: OrgUser;
  isSelf: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateOrgUser(organizationId);
  const [values, setValues] = useState<MemberValues>({
    firstName: member.firstName,
    lastName: member.lastName,
    role: member.role,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFields(memberNamesInput, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const reply = await update.mutateAsync({ userId: member.id, change: checked.data });
      onSaved(reply.message);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const formError = update.isError && Object.keys(serverFieldErrors(update.error)).length === 0 ? update.error : null;

  return (
    <Modal opened onClose={onClose} title={`Change ${member.firstName} ${member.lastName}`} centered size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" className="org-member__email">
            {member.email}
          </Text>
          <MemberFields
            values={values}
            errors={errors}
            onChange={setValues}
            roleHint={isSelf ? 'You cannot change your own role. Another admin can.' : undefined}
          />
          {formError ? (
            <Alert color="red" role="alert" title="The change was not saved">
              {formError.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
