import { CREATE_INSTANCE_FAILED, type CreditMode, type Credits, UNLIMITED_CREDITS } from '@checkin/contracts';
import type { SqlStatement } from '@checkin/engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error.js';
import { isUuid } from '../common/sql.js';
import { creditMonthOf, nextRefillAfter } from './credit-month.js';

/** What a user in no organisation has (spec §6, §8): no count kept. */
export const UNLIMITED: Credits = {
  num_of_credits: UNLIMITED_CREDITS,
  max_monthly_credits: UNLIMITED_CREDITS,
  credit_mode: 'unlimited',
  refills_at: null,
};

/** The check constraint that keeps a monthly count from going below zero (see the organization-credits migration). */
const CREDITS_LEFT_CONSTRAINT = 'organizations_credits_left';
const CHECK_VIOLATION = '23514';

type CreditsRow = { credit_mode: CreditMode; num_of_credits: number; max_monthly_credits: number };

/**
 * The count left this month: a monthly allowance of a past month has refilled, whether or not anything was spent
 * since (the refill is written by the first spending of the new month).
 */
const CURRENT_COUNT = `CASE WHEN o.credit_mode = 'monthly' AND o.credits_month < $2::date
                            THEN o.max_monthly_credits ELSE o.num_of_credits END`;

/**
 * Spends `$3` credits of the organisation of user `$1` in month `$2`. A user in no organisation, or in one with
 * unlimited credits, spends nothing. Fewer left than that breaks organizations_credits_left, and the statement fails.
 */
const SPEND = `UPDATE organizations o
                  SET num_of_credits = ${CURRENT_COUNT} - $3::int,
                      credits_month = greatest(o.credits_month, $2::date), updated_at = now()
                 FROM users u
                WHERE u.id = $1 AND o.id = u.organization_id AND o.credit_mode = 'monthly'`;

/**
 * Organisations' credits (spec §3 Credits, §9), owned by this module. A student's CheckIn spends one of its
 * teacher's organisation in the transaction that creates it (see `spendOneWith`); refills are lazy, read as due and
 * written by the month's first spending, so that no timer has to run at midnight.
 */
@Injectable()
export class OrganizationCredits {
  constructor(private readonly db: DataSource) {}

  /** The credits of the user's organisation; null when they are in none. */
  async ofUser(userId: string, now: string): Promise<Credits | null> {
    if (!isUuid(userId)) return null;
    const month = creditMonthOf(now);
    const rows: CreditsRow[] = await this.db.query(
      `SELECT o.credit_mode, o.max_monthly_credits, ${CURRENT_COUNT} AS num_of_credits
         FROM organizations o JOIN users u ON u.organization_id = o.id WHERE u.id = $1`,
      [userId, month],
    );
    return rows[0] ? creditsOf(rows[0], month) : null;
  }

  async ofOrganization(organizationId: string, now: string): Promise<Credits | null> {
    if (!isUuid(organizationId)) return null;
    const month = creditMonthOf(now);
    const rows: CreditsRow[] = await this.db.query(
      `SELECT o.credit_mode, o.max_monthly_credits, ${CURRENT_COUNT} AS num_of_credits
         FROM organizations o WHERE o.id = $1`,
      [organizationId, month],
    );
    return rows[0] ? creditsOf(rows[0], month) : null;
  }

  /**
   * PATCH /credits/useCreditsForUser/: spends `count` of the user's organisation's credits and answers what is left;
   * null when they are in no organisation. Fewer left than that: a 402 saying how many are.
   */
  async use(userId: string, count: number, now: string): Promise<Credits | null> {
    try {
      await this.db.query(SPEND, [userId, creditMonthOf(now), count]);
    } catch (error) {
      if (!isOutOfCredits(error)) throw error;
      const left = await this.ofUser(userId, now);
      throw new ApiError(
        402,
        `Not enough credits: your organisation has ${left?.num_of_credits ?? 0} left this month.`,
        [],
        'out_of_credits',
      );
    }
    return this.ofUser(userId, now);
  }

  /**
   * The statement that spends one credit of the teacher's organisation, to run with the events that create a
   * student's CheckIn (InstanceEngine.execute `alongside`): both commit, or neither. With none left it fails, and
   * `isOutOfCredits` recognises the error.
   */
  spendOneWith(teacherId: string, now: string): SqlStatement {
    return { sql: SPEND, params: [teacherId, creditMonthOf(now), 1] };
  }
}

/** Whether a statement failed because it would have spent credits the organisation does not have. */
export function isOutOfCredits(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  return (
    (e.driverError?.code ?? e.code) === CHECK_VIOLATION &&
    (e.driverError?.constraint ?? e.constraint) === CREDITS_LEFT_CONSTRAINT
  );
}

/** A student's CheckIn refused because their teacher's organisation has no credits left (spec §8). */
export function studentOutOfCredits(): ApiError {
  return new ApiError(402, CREATE_INSTANCE_FAILED, [], 'out_of_credits');
}

function creditsOf(row: CreditsRow, month: string): Credits {
  if (row.credit_mode === 'unlimited') return UNLIMITED;
  return {
    num_of_credits: row.num_of_credits,
    max_monthly_credits: row.max_monthly_credits,
    credit_mode: 'monthly',
    refills_at: nextRefillAfter(month),
  };
}
