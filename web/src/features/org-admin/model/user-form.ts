import { MAX_PERSON_NAME_LENGTH, ORG_ROLES, type OrgRole } from '@checkin/contracts/rules';
import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/auth-rules';

/** The fields an admin fills in for a member, on the API's own limits (libs/contracts rules). */
export const FIELD_LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email', role: 'Role' } as const;
export type UserField = keyof typeof FIELD_LABELS;

/** How a role reads on the page. */
export const ROLE_LABELS: Record<OrgRole, string> = { teacher: 'Teacher', admin: 'Admin' };
export const ROLE_OPTIONS = ORG_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

const personName = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter their ${what}.`),
      z.maxLength(MAX_PERSON_NAME_LENGTH, `Keep the ${what} under ${MAX_PERSON_NAME_LENGTH} characters.`),
    );
const role = z.enum(ORG_ROLES, 'Choose a role.');

export const memberNamesInput = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  role,
});
export type MemberNamesInput = z.infer<typeof memberNamesInput>;

export const newMemberInput = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  email: z.pipe(z.string().check(z.trim()), z.email('Enter their email address, like name@school.org.')),
  role,
});
export type NewMemberInput = z.infer<typeof newMemberInput>;

/**
 * The API's refusal field by field, beside the fields it is about: it names a field by its path ("email",
 * "user.firstName") and words the message after it ("already has an account").
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const { field, message } of error.fields) {
    const name = field.replace(/^user\./, '');
    if (name in FIELD_LABELS) errors[name] ??= `${FIELD_LABELS[name as UserField]} ${message}.`;
  }
  return errors;
}
