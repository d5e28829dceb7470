import { LOAD_REPORT_FAILED } from '@checkin/contracts/rules';
import type { ReportReply, TemplateReport } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { dataOf, reportKeys, retryTransient } from './keys';

/** GET /reports/template/{id}: a CheckIn across its sessions, with the lowest rated answers per question. */
export async function getTemplateReport(templateId: string, signal?: AbortSignal): Promise<TemplateReport> {
  const reply = await authedCall<ReportReply<TemplateReport> | undefined>(
    `/reports/template/${encodeURIComponent(templateId)}`,
    { fallbackMessage: LOAD_REPORT_FAILED, signal },
  );
  return dataOf(reply, LOAD_REPORT_FAILED);
}

export const templateReportQuery = (templateId: string) =>
  queryOptions({
    queryKey: reportKeys.template(templateId),
    queryFn: ({ signal }) => getTemplateReport(templateId, signal),
    retry: retryTransient,
  });

export function useTemplateReport(templateId: string) {
  return useQuery(templateReportQuery(templateId));
}
