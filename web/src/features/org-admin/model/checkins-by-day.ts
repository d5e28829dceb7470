import type { OrgUsage } from '../api/get-org-usage';

export type DayCount = OrgUsage['checkins_by_day'][number];

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A day of the chart as a person reads it ("12 May"); the API's dates are calendar days, so UTC. */
export function formatDay(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}

/** The top of the chart's scale: a round number (1, 2 or 5 times a power of ten) at or above the busiest day. */
export function scaleTop(days: readonly DayCount[]): number {
  const most = Math.max(0, ...days.map((d) => d.checkins));
  if (most <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(most));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= most)!;
}

/** What the chart shows, in one sentence: for a screen reader, and as its caption. */
export function chartSummary(days: readonly DayCount[]): string {
  const total = days.reduce((sum, d) => sum + d.checkins, 0);
  if (days.length === 0 || total === 0) return 'No students have taken a CheckIn this month yet.';
  const busiest = days.reduce((best, d) => (d.checkins > best.checkins ? d : best));
  const dayWord = days.length === 1 ? 'day' : 'days';
  return `${total} ${total === 1 ? 'CheckIn' : 'CheckIns'} over ${days.length} ${dayWord}; the busiest was ${formatDay(busiest.date)}, with ${busiest.checkins}.`;
}
