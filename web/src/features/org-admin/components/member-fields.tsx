import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MAX_PERSON_NAME_LENGTH } from '@checkin/contracts/rules';
import type { FieldErrors } from '../../../lib/auth-rules';
import { ROLE_OPTIONS } from '../model/user-form';

export type MemberValues = { firstName: string; lastName: string; role: string };

/** A member's names and role, as the add and change dialogs ask for them; each field's error beside it. */
export function MemberFields({
  values,
  errors,
  onChange,
  roleHint,
}: {
  values: MemberValues;
  errors: FieldErrors;
  onChange: (values: MemberValues) => void;
  /** Why the role cannot be changed, when it cannot (one's own). */
  roleHint?: string;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="off"
          value={values.firstName}
          onChange={(event) => onChange({ ...values, firstName: event.currentTarget.value })}
          error={errors.firstName}
          maxLength={MAX_PERSON_NAME_LENGTH}
          data-autofocus
        />
        <TextInput
          label="Last name"
          autoComplete="off"
          value={values.lastName}
          onChange={(event) => onChange({ ...values, lastName: event.currentTarget.value })}
          error={errors.lastName}
          maxLength={MAX_PERSON_NAME_LENGTH}
        />
      </SimpleGrid>
      <NativeSelect
        label="Role"
        description={roleHint ?? 'An admin can manage this page; a teacher builds CheckIns and sees their own reports.'}
        data={ROLE_OPTIONS}
        value={values.role}
        onChange={(event) => onChange({ ...values, role: event.currentTarget.value })}
        error={errors.role}
        disabled={Boolean(roleHint)}
      />
    </>
  );
}
