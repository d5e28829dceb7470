import { Switch } from '@mantine/core';
import type { FieldProps } from './field-props';

/** Whether a student may take the CheckIn more than once with the same link. */
export function RetakeField({ form, errors, change }: FieldProps) {
  return (
    <Switch
      label="Allow retakes"
      description="A student who has finished (or left) may take this CheckIn again; each attempt is a row of its own in your reports. Off: one attempt per student, and opening the link again brings back the one they started."
      checked={form.allowRetakes}
      onChange={(event) => change('allowRetakes', event.currentTarget.checked)}
      error={errors.allowRetakes}
    />
  );
}
