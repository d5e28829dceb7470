import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, changedRows, isUuid } from '../../common/sql.js';

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_SECONDS = 300;

export type ChallengeRow = {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip: string | null;
};

/** Challenges of a factor: each answered once, within five minutes, with a code of the factor. */
@Injectable()
export class MfaChallenges {
  constructor(private readonly db: DataSource) {}

  async create(factorId: string, ip: string | null): Promise<ChallengeRow> {
    const rows: ChallengeRow[] = await this.db.query(
      `INSERT INTO auth_mfa_challenges (factor_id, ip) VALUES ($1, $2) RETURNING *`,
      [factorId, ip],
    );
    return rows[0]!;
  }

  /** Marks an open challenge of this factor answered; false when it is unknown, another's, expired or used. */
  async spend(tx: Queryable, id: string, factorId: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await changedRows<{ id: string }>(
      tx,
      `UPDATE auth_mfa_challenges SET verified_at = now()
        WHERE id = $1 AND factor_id = $2 AND verified_at IS NULL
          AND created_at > now() - make_interval(secs => $3)
        RETURNING id`,
      [id, factorId, CHALLENGE_TTL_SECONDS],
    );
    return rows.length === 1;
  }
}

export function challengeExpiresAt(challenge: ChallengeRow): number {
  return Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_TTL_SECONDS;
}
