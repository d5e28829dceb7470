import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { registerStoreReset } from '../../../lib/store-reset';

/** Query keys of the teacher's workspace; every session list sits under `sessions()` so one event refreshes all. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  templates: () => ['dashboard', 'templates'] as const,
  examples: () => ['dashboard', 'examples'] as const,
  sessions: () => ['dashboard', 'sessions'] as const,
  recentSessions: () => ['dashboard', 'sessions', 'recent'] as const,
  templateSessions: (templateId: string) => ['dashboard', 'sessions', 'template', templateId] as const,
  previews: (templateId: string) => ['dashboard', 'previews', templateId] as const,
};

// Spec §4: sign-out resets the session store; a teacher's CheckIns and sessions are theirs alone.
registerStoreReset('session', ({ queryClient }) => queryClient?.removeQueries({ queryKey: dashboardKeys.all }));

export const idSchema = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(64, 'is too long'));
export const sessionNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(120, 'is longer than 120 characters'));

/** Checks a call's input before it is sent; a bad one is an ApiError(400) naming the field, like the server's. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, fallbackMessage: string): z.infer<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(input)',
    message: issue.message,
  }));
  const first = fields[0];
  throw new ApiError(400, first ? `${fallbackMessage}: ${first.field} ${first.message}` : fallbackMessage, fields);
}

/** A list reply without its list is the server's fault, not an empty list. */
export function listOf<T>(reply: { data?: T[] } | undefined, fallbackMessage: string): T[] {
  if (!Array.isArray(reply?.data)) throw new ApiError(502, fallbackMessage);
  return reply.data;
}
