import { GET_TAG_OPTIONS_FAILED } from '@checkin/contracts/rules';
import type { TagOptionsReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** GET /assessment_templates/getTagOptions/: tag names to suggest (the teacher's own and the community's). */
export async function getTagOptions(signal?: AbortSignal): Promise<string[]> {
  const reply = await authedCall<TagOptionsReply>('/assessment_templates/getTagOptions/', {
    fallbackMessage: GET_TAG_OPTIONS_FAILED,
    signal,
  });
  return Array.isArray(reply?.data) ? reply.data : [];
}

export const tagOptionsQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.tagOptions(),
    queryFn: ({ signal }) => getTagOptions(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Suggestions only: a failure leaves the tags box without them, and says nothing. */
export function useTagOptions() {
  return useQuery(tagOptionsQueryOptions());
}
