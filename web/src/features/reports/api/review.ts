import { LOG_INSTANCE_FAILED } from '@checkin/contracts/rules';
import type { InstanceDocument } from '@checkin/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dataOf, reportKeys } from './keys';

/** POST /assessment_instances/<call>: every review call replies with the instance document as it now is. */
export async function postReview(call: string, body: object): Promise<InstanceDocument> {
  const reply = await authedCall<{ success?: boolean; data?: InstanceDocument } | undefined>(
    `/assessment_instances/${call}`,
    { method: 'POST', body, fallbackMessage: LOG_INSTANCE_FAILED },
  );
  return dataOf(reply, LOG_INSTANCE_FAILED);
}

/** The drawer shows the document at once; the reports read again (the socket event will say so too). */
export function afterReview(queryClient: QueryClient, doc: InstanceDocument): Promise<void> {
  queryClient.setQueryData(reportKeys.instance(doc.id), doc);
  return queryClient.invalidateQueries({
    queryKey: reportKeys.all,
    predicate: (query) => query.queryKey[1] !== 'instance',
  });
}
