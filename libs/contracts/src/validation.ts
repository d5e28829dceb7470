import type { z } from 'zod';

export type FieldError = { field: string; message: string };

/** Zod issues as "field: message" pairs, so that a 400 says exactly which field is wrong. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
}
