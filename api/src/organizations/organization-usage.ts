import type { OrgUsageReply } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { creditMonthOf, nextRefillAfter } from '../credits/credit-month.js';
import { OrganizationCredits, UNLIMITED } from '../credits/organization-credits.js';

type Usage = OrgUsageReply['data'];

/**
 * The admin dashboard's figures for the month so far (UTC, as credits count it), over the organisation's current
 * members. A CheckIn counts when a student started it, deleted or not: it spent a credit. A student is one link
 * token (spec §6: students have no accounts), so one child in two sessions counts twice.
 */
@Injectable()
export class OrganizationUsage {
  constructor(
    private readonly db: DataSource,
    private readonly credits: OrganizationCredits,
  ) {}

  async of(organizationId: string, now: string): Promise<Usage> {
    const month = creditMonthOf(now);
    // Times, not dates: a date would be read in the database session's time zone.
    const range = [organizationId, `${month}T00:00:00.000Z`, nextRefillAfter(month)];
    const [[teachers], [checkins], days, credits] = await Promise.all([
      this.db.query(
        `SELECT count(*)::int AS active FROM users u
          WHERE u.organization_id = $1
            AND (u.last_sign_in_at >= $2::timestamptz
                 OR EXISTS (SELECT 1 FROM assessment_instances i
                             WHERE i.owner_id = u.id AND i.created_at >= $2::timestamptz AND i.created_at < $3::timestamptz))`,
        range,
      ) as Promise<Array<{ active: number }>>,
      this.db.query(
        `SELECT count(*)::int AS checkins, count(DISTINCT i.student_id)::int AS students
           FROM assessment_instances i JOIN users u ON u.id = i.owner_id
          WHERE u.organization_id = $1 AND i.mode = 'Student' AND i.created_at >= $2::timestamptz AND i.created_at < $3::timestamptz`,
        range,
      ) as Promise<Array<{ checkins: number; students: number }>>,
      this.db.query(
        `SELECT to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*)::int AS checkins
           FROM assessment_instances i JOIN users u ON u.id = i.owner_id
          WHERE u.organization_id = $1 AND i.mode = 'Student' AND i.created_at >= $2::timestamptz AND i.created_at < $3::timestamptz
          GROUP BY 1`,
        range,
      ) as Promise<Array<{ date: string; checkins: number }>>,
      this.credits.ofOrganization(organizationId, now),
    ]);
    return {
      month,
      active_teachers: teachers!.active,
      checkins_this_month: checkins!.checkins,
      students_this_month: checkins!.students,
      credits: credits ?? UNLIMITED,
      checkins_by_day: everyDay(month, now, days),
    };
  }
}

/** Each day of the month up to today's, with the count of the days that have one and 0 for the others. */
function everyDay(month: string, now: string, counted: Array<{ date: string; checkins: number }>) {
  const byDate = new Map(counted.map((d) => [d.date, d.checkins]));
  const today = Number(new Date(now).toISOString().slice(8, 10));
  return Array.from({ length: today }, (_, i) => {
    const date = `${month.slice(0, 8)}${String(i + 1).padStart(2, '0')}`;
    return { date, checkins: byDate.get(date) ?? 0 };
  });
}
