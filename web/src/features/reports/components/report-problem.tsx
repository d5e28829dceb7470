import { Skeleton, Stack } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { ProblemPage } from '../../../ui/problem-page';

/** A report that could not be shown: not there (or not the teacher's), not theirs to see, or a failure. */
export function ReportProblem({ error, what, onRetry }: { error: Error; what: string; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const [title, message] =
    status === 404
      ? [`${what} not found`, `There is no ${what.toLowerCase()} at this address, or it belongs to another teacher.`]
      : status === 403
        ? ['You cannot see this report', 'Only the teacher whose CheckIn it is, and their organisation’s admin, can.']
        : ['This report could not be loaded', error.message];
  const refused = status === 404 || status === 403;
  return <ProblemPage title={title} message={message} refused={refused} onRetry={refused ? null : onRetry} />;
}

export function ReportSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={14} width="35%" />
      <Skeleton height={34} width="50%" />
      <Skeleton height={90} />
      <Skeleton height={240} />
    </Stack>
  );
}

/** The live connection in words, for the report's header. */
export function liveText(state: string): string {
  if (state === 'connected') return 'Live: updates as students answer';
  if (state === 'offline') return 'Offline: reload to see the latest';
  return 'Connecting for live updates…';
}
