import { GET_TAG_OPTIONS_FAILED } from '@checkin/contracts/rules';
import type { TagOptionsReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { communityKeys } from './keys';

/** GET /assessment_templates/getTagOptions/: the tags in use, the choices of the tag filter. */
export async function getTagOptions(signal?: AbortSignal): Promise<string[]> {
  const reply = await authedCall<TagOptionsReply | undefined>('/assessment_templates/getTagOptions/', {
    fallbackMessage: GET_TAG_OPTIONS_FAILED,
    signal,
  });
  return Array.isArray(reply?.data) ? reply.data : [];
}

export const tagOptionsQuery = () =>
  queryOptions({
    queryKey: communityKeys.tagOptions(),
    queryFn: ({ signal }) => getTagOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useTagOptions() {
  return useQuery(tagOptionsQuery());
}
