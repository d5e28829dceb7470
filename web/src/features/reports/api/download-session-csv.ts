import { LOAD_REPORT_FAILED, NO_TOKEN } from '@checkin/contracts/rules';
import type { SessionCsvRows } from '@checkin/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { loadAuth } from '../../../lib/auth-boot';

export type CsvFile = { filename: string; blob: Blob };

/** The name the server gives the file, else one of our own. */
export function filenameOf(disposition: string | null, sessionId: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? `checkin-session-${sessionId}.csv`;
}

/**
 * GET /reports/session/{id}/csv: a line per student per question, or with `rows: 'students'` a line per student
 * with the overall rating (for a gradebook). The call needs the teacher's token in a header, which a plain link
 * cannot send: the file is fetched, then handed to the browser as a download.
 */
export async function fetchSessionCsv(sessionId: string, rows: SessionCsvRows = 'answers'): Promise<CsvFile> {
  let token: string;
  try {
    token = await (await loadAuth()).getAccessToken();
  } catch {
    throw new ApiError(401, NO_TOKEN);
  }
  let response: Response;
  try {
    const query = rows === 'answers' ? '' : `?rows=${rows}`;
    response = await fetch(`${API_BASE}/reports/session/${encodeURIComponent(sessionId)}/csv${query}`, {
      headers: { accept: 'text/csv', 'x-auth-token': token },
    });
  } catch (error) {
    throw new ApiError(0, `${LOAD_REPORT_FAILED}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { errorMessage?: string; message?: string };
    throw new ApiError(response.status, body.errorMessage ?? body.message ?? LOAD_REPORT_FAILED);
  }
  return { filename: filenameOf(response.headers.get('content-disposition'), sessionId), blob: await response.blob() };
}

/** Saves a file the way a download link would. */
export function saveFile({ filename, blob }: CsvFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type CsvRequest = { sessionId: string; rows: SessionCsvRows };

export function useDownloadSessionCsv() {
  return useMutation({
    mutationFn: async ({ sessionId, rows }: CsvRequest) => saveFile(await fetchSessionCsv(sessionId, rows)),
  });
}
