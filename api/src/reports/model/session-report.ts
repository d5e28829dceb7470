import type {
  InstanceDocument,
  MarkableQuestion,
  ReportScale,
  SessionReport,
  SessionSummary,
  TemplateReport,
} from '@checkin/contracts';
import { classReport } from './class-report.js';
import { average, isNumber } from './ratings.js';

/** How many of the lowest rated answers a template report lists under each question. */
export const LOWEST_ANSWERS_PER_QUESTION = 5;

export function sessionReport(
  session: SessionReport['session'],
  docs: readonly InstanceDocument[],
  fallback?: ReportScale,
  markable: MarkableQuestion[] = [],
): SessionReport {
  return { session, ...classReport(docs, { listing: { kind: 'all' }, fallback }), markable };
}

/** A template across its sessions: the class report, a line per session, and the weakest answers per question. */
export function templateReport(
  template: TemplateReport['template'],
  sessions: ReadonlyArray<{ id: string; name: string }>,
  docs: readonly InstanceDocument[],
  fallback?: ReportScale,
): TemplateReport {
  const report = classReport(docs, { listing: { kind: 'lowest', limit: LOWEST_ANSWERS_PER_QUESTION }, fallback });
  return { template, sessions: sessions.map((s) => sessionSummary(s, report.rows)), ...report };
}

function sessionSummary(session: { id: string; name: string }, rows: TemplateReport['rows']): SessionSummary {
  const mine = rows.filter((r) => r.sessionId === session.id);
  return {
    sessionId: session.id,
    name: session.name,
    students: mine.length,
    finished: mine.filter((r) => r.state === 'Completed' || r.state === 'Rated').length,
    averageRating: average(mine.map((r) => r.overall?.effectiveRating).filter(isNumber)),
  };
}
