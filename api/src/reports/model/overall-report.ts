import type { InstanceDocument, OverallReport, ScoredGroup } from '@checkin/contracts';
import { average, score } from './ratings.js';

/**
 * A teacher's (or an organisation's) check-ins across templates: how many ran, how many students took them, and
 * how well they did by week, topic and grade. Overall ratings count as scores (0 to 100), as scales may differ.
 */
export function overallReport(scope: OverallReport['scope'], docs: readonly InstanceDocument[]): OverallReport {
  const templates = groupBy(docs, (d) => d.assessment_id);
  return {
    scope,
    totals: {
      ...scored(docs),
      templates: templates.size,
      checkInsRun: new Set(docs.map((d) => d.session_id).filter(Boolean)).size,
      students: new Set(docs.map((d) => d.student_id ?? d.id)).size,
    },
    byWeek: [...groupBy(docs, (d) => weekStart(d.created_at))]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([weekStart, group]) => ({ weekStart, ...scored(group) })),
    byTopic: [...groupBy(docs, (d) => d.topic)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([topic, group]) => ({ topic, ...scored(group) })),
    byGrade: [...groupBy(docs, (d) => d.grade)]
      .sort(([a], [b]) => gradeOrder(a) - gradeOrder(b))
      .map(([grade, group]) => ({ grade, ...scored(group) })),
    templates: [...templates].map(([templateId, group]) => {
      const latest = group[group.length - 1]!;
      return {
        templateId,
        title: latest.title,
        topic: latest.topic,
        grade: latest.grade,
        sessions: new Set(group.map((d) => d.session_id).filter(Boolean)).size,
        ...scored(group),
      };
    }),
  };
}

function scored(docs: readonly InstanceDocument[]): ScoredGroup {
  const scores = docs.flatMap((d) => {
    const rating = d.overallReview?.effectiveRating ?? d.overall?.rating ?? null;
    return rating === null ? [] : [score(d.ratingScale, rating)];
  });
  return {
    attempts: docs.length,
    finished: docs.filter((d) => d.state === 'Completed' || d.state === 'Rated').length,
    averageScore: average(scores),
  };
}

/** The Monday (UTC) of the week of an instant, as YYYY-MM-DD. */
export function weekStart(iso: string): string {
  const day = new Date(iso);
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

function gradeOrder(grade: string): number {
  return grade === 'K' ? 0 : Number(grade) || 99;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
