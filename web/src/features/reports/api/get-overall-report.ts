import { LOAD_REPORT_FAILED } from '@checkin/contracts/rules';
import type { OverallReport, ReportReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { type ReportScope, dataOf, reportKeys, retryTransient } from './keys';

/** GET /reports/overall?scope=mine|organization: totals, weeks, topics, grades and CheckIns; scores 0 to 100. */
export async function getOverallReport(scope: ReportScope, signal?: AbortSignal): Promise<OverallReport> {
  const reply = await authedCall<ReportReply<OverallReport> | undefined>(
    `/reports/overall?${new URLSearchParams({ scope })}`,
    { fallbackMessage: LOAD_REPORT_FAILED, signal },
  );
  return dataOf(reply, LOAD_REPORT_FAILED);
}

export const overallReportQuery = (scope: ReportScope) =>
  queryOptions({
    queryKey: reportKeys.overall(scope),
    queryFn: ({ signal }) => getOverallReport(scope, signal),
    retry: retryTransient,
  });

export function useOverallReport(scope: ReportScope) {
  return useQuery(overallReportQuery(scope));
}
