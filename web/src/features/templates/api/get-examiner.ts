import type { ExaminerReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';
import { templateKeys } from './keys';

const FALLBACK = 'Error getting the examiner';

/** GET /assessment_templates/examiner: which examiner runs the CheckIns, and whether it writes questions itself. */
export async function getExaminer(signal?: AbortSignal): Promise<ExaminerReply['data']> {
  const reply = await authedCall<Partial<ExaminerReply>>('/assessment_templates/examiner', {
    fallbackMessage: FALLBACK,
    signal,
  });
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

/** The examiner changes only with a new deployment: asked once a session. */
export const examinerQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.examiner(),
    queryFn: ({ signal }) => getExaminer(signal),
    staleTime: Infinity,
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });

/** Unknown (loading or failed): the builder then claims nothing about the examiner. */
export function useExaminer() {
  return useQuery(examinerQueryOptions());
}
