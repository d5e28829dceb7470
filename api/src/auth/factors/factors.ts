import type { AssuranceLevel } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, changedRows, isUuid } from '../../common/sql.js';

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  secret_encrypted: string;
  /** bigint: Postgres hands it over as a string. */
  last_used_step: string | null;
  created_at: Date;
  updated_at: Date;
};

export type NewFactor = { id: string; userId: string; friendlyName: string | null; secretEncrypted: string };

/** Enrolments a user may leave unverified (abandoned set-ups): more are refused until some are verified or removed. */
export const MAX_UNVERIFIED_FACTORS = 10;
const DEFAULT_NAME = 'Authenticator app';
const UNIQUE_VIOLATION = '23505';

/** Users' second factors, and the assurance level each account requires because of them or its organisation. */
@Injectable()
export class Factors {
  constructor(private readonly db: DataSource) {}

  async listOf(userId: string): Promise<FactorRow[]> {
    return this.db.query(`SELECT * FROM auth_factors WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  /** A factor of this user; null for an unknown id and for another user's factor alike. */
  async find(userId: string, id: string): Promise<FactorRow | null> {
    if (!isUuid(id)) return null;
    const rows: FactorRow[] = await this.db.query(`SELECT * FROM auth_factors WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
    ]);
    return rows[0] ?? null;
  }

  /**
   * A new unverified factor. Without a name it takes the first free of "Authenticator app", "Authenticator app 2"...
   * The user's row is locked meanwhile, so that concurrent enrolments count each other.
   */
  async create(factor: NewFactor): Promise<FactorRow | 'too_many' | 'name_taken'> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [factor.userId]);
        const existing: Array<Pick<FactorRow, 'friendly_name' | 'status'>> = await tx.query(
          `SELECT friendly_name, status FROM auth_factors WHERE user_id = $1`,
          [factor.userId],
        );
        if (existing.filter((f) => f.status === 'unverified').length >= MAX_UNVERIFIED_FACTORS) return 'too_many';
        const taken = new Set(existing.map((f) => f.friendly_name));
        if (factor.friendlyName !== null && taken.has(factor.friendlyName)) return 'name_taken';
        const rows: FactorRow[] = await tx.query(
          `INSERT INTO auth_factors (id, user_id, friendly_name, secret_encrypted) VALUES ($1, $2, $3, $4) RETURNING *`,
          [factor.id, factor.userId, factor.friendlyName ?? freeDefaultName(taken), factor.secretEncrypted],
        );
        return rows[0]!;
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'name_taken';
      throw error;
    }
  }

  /**
   * Accepts a code of `step`: the factor is verified and the step used up. Null when this step or a later one was
   * accepted before (a replayed code); the condition is in the UPDATE, so two requests cannot both use a step.
   */
  async acceptStep(tx: Queryable, id: string, step: number): Promise<FactorRow | null> {
    const rows = await changedRows<FactorRow>(
      tx,
      `UPDATE auth_factors SET status = 'verified', last_used_step = $2, updated_at = now()
        WHERE id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING *`,
      [id, step],
    );
    return rows[0] ?? null;
  }

  async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM auth_factors WHERE id = $1`, [id]);
  }

  /** aal2 when the user has a verified factor, or their organisation requires a second factor of its members. */
  async aalRequired(userId: string): Promise<AssuranceLevel> {
    const rows: Array<{ required: boolean }> = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM auth_factors WHERE user_id = $1 AND status = 'verified')
           OR EXISTS (SELECT 1 FROM users u JOIN organizations o ON o.id = u.organization_id
                       WHERE u.id = $1 AND o.require_second_factor) AS required`,
      [userId],
    );
    return rows[0]?.required ? 'aal2' : 'aal1';
  }
}

function freeDefaultName(taken: Set<string>): string {
  if (!taken.has(DEFAULT_NAME)) return DEFAULT_NAME;
  let n = 2;
  while (taken.has(`${DEFAULT_NAME} ${n}`)) n++;
  return `${DEFAULT_NAME} ${n}`;
}
