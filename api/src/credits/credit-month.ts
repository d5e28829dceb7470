/**
 * Credits belong to a calendar month in UTC: a monthly allowance returns to max_monthly_credits when the next one
 * begins. The month is written as its first day, YYYY-MM-DD, as Postgres reads a date.
 */
export function creditMonthOf(now: string): string {
  const date = new Date(now);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a time: ${now}`);
  return `${date.toISOString().slice(0, 7)}-01`;
}

/** When the month after `month` begins (an ISO time, UTC): the next refill. */
export function nextRefillAfter(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString();
}
