import { LOAD_REPORT_FAILED } from '@checkin/contracts/rules';
import type { ReportReply, SessionReport } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { markReportArrived } from '../model/render-measure';
import { dataOf, reportKeys, retryTransient } from './keys';

/** GET /reports/session/{id}: a row per student, the class summary and a view per question. */
export async function getSessionReport(sessionId: string, signal?: AbortSignal): Promise<SessionReport> {
  const reply = await authedCall<ReportReply<SessionReport> | undefined>(
    `/reports/session/${encodeURIComponent(sessionId)}`,
    { fallbackMessage: LOAD_REPORT_FAILED, signal },
  );
  const report = dataOf(reply, LOAD_REPORT_FAILED);
  markReportArrived('session-report');
  return report;
}

export const sessionReportQuery = (sessionId: string) =>
  queryOptions({
    queryKey: reportKeys.session(sessionId),
    queryFn: ({ signal }) => getSessionReport(sessionId, signal),
    retry: retryTransient,
  });

export function useSessionReport(sessionId: string) {
  return useQuery(sessionReportQuery(sessionId));
}
