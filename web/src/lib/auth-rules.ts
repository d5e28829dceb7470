import {
  MAX_PASSWORD_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordLengthProblem,
} from '@checkin/contracts/rules';
import * as z from 'zod/mini';
import { isAuthError } from './auth-error';

/**
 * The account form rules shared by sign-up, sign-in, password reset and the profile (zod/mini: small), on the
 * API's limits (libs/contracts rules).
 */
export const PASSWORD_RULE = `Use ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters. A few words you will remember work well.`;

export const emailRule = z.pipe(z.string().check(z.trim()), z.email('Enter your email address, like name@school.org.'));
export const passwordRule = z.string().check(
  z.refine((p) => passwordLengthProblem(p) !== 'too-short', `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
  z.refine((p) => passwordLengthProblem(p) !== 'too-long', `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
);
export const nameRule = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${what}.`),
      z.maxLength(MAX_PERSON_NAME_LENGTH, `Keep your ${what} under ${MAX_PERSON_NAME_LENGTH} characters.`),
    );
export const codeRule = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'));
export const totpCodeRule = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

export type FieldErrors = Record<string, string>;

/** The values if they pass, else the first message for each field that does not. */
export function checkFields<T>(
  schema: z.ZodMiniType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Which field a server's refusal is about, so the message sits beside it (null: the form as a whole). */
export function fieldOfAuthError(error: unknown): 'email' | 'password' | null {
  if (!isAuthError(error) || !error.code || error.code.startsWith('over_')) return null;
  if (/password/.test(error.code)) return 'password';
  if (/email|user_already_exists/.test(error.code)) return 'email';
  return null;
}

/** Field messages from a server refusal: its per-field `errors`, or the one field its code is about. */
export function serverFieldErrors(error: unknown, describe: (error: unknown) => string): FieldErrors {
  if (!isAuthError(error)) return {};
  const errors: FieldErrors = {};
  for (const { field, message } of error.details.fields ?? []) {
    // The server words them after the field's name ("must be an email address"): beside the field, as a sentence.
    errors[field.replace(/^data\./, '')] ??= `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
  }
  const field = fieldOfAuthError(error);
  if (field) errors[field] ??= describe(error);
  return errors;
}
