import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { mayReadName } from '../access/policy.js';

export type OrganizationRow = {
  id: string;
  name: string;
  max_users: number;
  subscription_name: string | null;
  require_second_factor: boolean;
};

/** The organisation a user belongs to, if any (spec §3 Organisation). */
@Injectable()
export class UserOrganizations {
  constructor(private readonly db: DataSource) {}

  async of(userId: string): Promise<OrganizationRow | null> {
    const rows: OrganizationRow[] = await this.db.query(
      `SELECT o.id, o.name, o.max_users, o.subscription_name, o.require_second_factor
         FROM organizations o JOIN users u ON u.organization_id = o.id
        WHERE u.id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Whether `viewerId` may read `userId`'s first name (access/policy.ts mayReadName). */
  async mayReadName(viewerId: string, userId: string): Promise<boolean> {
    const rows: Array<{ id: string; organization_id: string | null; shares: boolean }> = await this.db.query(
      `SELECT u.id, u.organization_id,
              EXISTS (SELECT 1 FROM assessment_templates t
                       WHERE t.owner_id = u.id AND (t.is_public OR t.is_example) AND t.deleted_at IS NULL) AS shares
         FROM users u WHERE u.id = ANY($1::uuid[])`,
      [[viewerId, userId]],
    );
    const viewer = rows.find((r) => r.id === viewerId);
    const subject = rows.find((r) => r.id === userId);
    if (!viewer || !subject) return false;
    return mayReadName(
      { userId: viewer.id, organizationId: viewer.organization_id },
      { userId: subject.id, organizationId: subject.organization_id, sharesWithEveryTeacher: subject.shares },
    );
  }
}
