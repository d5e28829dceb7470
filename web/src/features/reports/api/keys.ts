import { ApiError } from '../../../lib/api-client';
import { registerStoreReset } from '../../../lib/store-reset';

/** Query keys of the reports; every report sits under `all` so that a review refreshes whichever is open. */
export const reportKeys = {
  all: ['reports'] as const,
  session: (sessionId: string) => ['reports', 'session', sessionId] as const,
  template: (templateId: string) => ['reports', 'template', templateId] as const,
  overall: (scope: ReportScope) => ['reports', 'overall', scope] as const,
  instance: (instanceId: string) => ['reports', 'instance', instanceId] as const,
};

export type ReportScope = 'mine' | 'organization';

// Spec §4: sign-out resets the report store; a class's results are its teacher's alone.
registerStoreReset('report', ({ queryClient }) => queryClient?.removeQueries({ queryKey: reportKeys.all }));

/** A reply without its data is the server's fault, not an empty report. */
export function dataOf<T>(reply: { data?: T } | undefined, fallbackMessage: string): T {
  if (!reply?.data) throw new ApiError(502, fallbackMessage);
  return reply.data;
}

/** Only a network or gateway failure is worth trying again by itself; a 404 or 403 stays one. */
export const retryTransient = (failures: number, error: Error) =>
  error instanceof ApiError && error.retryable && failures < 2;
