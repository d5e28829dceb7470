import type { InstanceDocument, OverallReport, ScoredGroup } from '@checkin/contracts';
import { type RatingScale, defaultRatingScale, ratingThatCounts } from '@checkin/domain';
import { average, placeOnScale } from './ratings.js';

/**
 * A teacher's (or an organisation's) check-ins across templates: how many ran, how many students took them, and
 * how well they did by week, topic and grade, as average overall ratings on the scale most of them were rated on.
 */
export function overallReport(scope: OverallReport['scope'], docs: readonly InstanceDocument[]): OverallReport {
  const scale = commonScale(docs);
  const scored = (group: readonly InstanceDocument[]) => scoredOn(scale, group);
  const templates = groupBy(docs, (d) => d.assessment_id);
  return {
    scope,
    ratingScale: scale,
    otherScale: docs.filter((d) => overallRating(d) !== null && d.ratingScale.id !== scale.id).length,
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

/** The scale most rated check-ins were rated on (among equals, the latest one's); the default with none rated. */
function commonScale(docs: readonly InstanceDocument[]): RatingScale {
  const uses = new Map<string, { scale: RatingScale; count: number }>();
  for (const d of docs) {
    if (overallRating(d) === null) continue;
    const use = uses.get(d.ratingScale.id) ?? { scale: d.ratingScale, count: 0 };
    // Docs come oldest first: the latest instance's copy of a scale is the one kept.
    uses.set(d.ratingScale.id, { scale: d.ratingScale, count: use.count + 1 });
  }
  let best: { scale: RatingScale; count: number } | null = null;
  for (const use of uses.values()) if (!best || use.count >= best.count) best = use;
  return best?.scale ?? docs.at(-1)?.ratingScale ?? defaultRatingScale();
}

function overallRating(d: InstanceDocument): number | null {
  return ratingThatCounts(d.overall?.rating ?? null, d.overallReview?.ratingOverride);
}

function scoredOn(scale: RatingScale, docs: readonly InstanceDocument[]): ScoredGroup {
  const ratings = docs.flatMap((d) => {
    const rating = overallRating(d);
    return rating === null ? [] : [placeOnScale(rating, d.ratingScale, scale)];
  });
  return {
    attempts: docs.length,
    finished: docs.filter((d) => d.state === 'Completed' || d.state === 'Rated').length,
    averageRating: average(ratings),
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
