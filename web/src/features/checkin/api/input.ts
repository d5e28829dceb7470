import { ApiError } from '../../../lib/api-client';
import * as z from 'zod/mini';

/**
 * Shared pieces of the operation files: input checks in zod/mini (the full zod would cost a student ~18 KB
 * more to download) and the query keys. A bad input becomes an ApiError(400) so callers handle one kind of error.
 */
export const idSchema = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(64, 'is too long'));
export const tokenSchema = z.string().check(z.minLength(1, 'No token found'));
export const studentNameSchema = z.string().check(z.trim(), z.maxLength(80, 'is longer than 80 characters'));

export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, fallbackMessage: string): z.infer<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(input)',
    message: issue.message,
  }));
  throw new ApiError(
    400,
    fields[0] ? `${fallbackMessage}: ${fields[0].field} ${fields[0].message}` : fallbackMessage,
    fields,
  );
}

export const checkinKeys = {
  all: ['checkin'] as const,
  token: (sessionId: string) => ['checkin', 'token', sessionId] as const,
  template: (templateId: string) => ['checkin', 'template', templateId] as const,
  instance: (instanceId: string) => ['checkin', 'instance', instanceId] as const,
  /** The teacher's preview: the CheckIn read with the teacher's token. */
  previewTemplate: (templateId: string) => ['checkin', 'preview-template', templateId] as const,
};
