import type { z } from 'zod';

export type FieldError = { field: string; message: string };

type Issue = z.core.$ZodIssue;

/** Zod issues as "field: message" pairs, so that a 400 says exactly which field is wrong. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  return error.issues
    .flatMap((issue) => nearestIssues(issue, []))
    .map((issue) => ({
      field: issue.path.length ? issue.path.map(String).join('.') : '(body)',
      message: issue.message,
    }))
    .filter((f) => {
      const key = `${f.field}\n${f.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * A union's issues are those of the forms the value came nearest to (the fewest issues): the form its sender
 * meant, or, when two come as near, what each lacks.
 */
function nearestIssues(issue: Issue, prefix: PropertyKey[]): Issue[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
  const fewest = Math.min(...issue.errors.map((issues) => issues.length));
  return issue.errors
    .filter((issues) => issues.length === fewest)
    .flat()
    .flatMap((inner) => nearestIssues(inner, path));
}
