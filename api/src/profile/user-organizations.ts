import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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

  /**
   * Whether `viewerId` may read `userId`'s first name: their own, a member of their organisation's, or that of an
   * author whose CheckIns are shared with every teacher (public or examples, which show the author's name already).
   * Anyone else's is answered as unknown, so that ids cannot be tried one by one for names.
   */
  async mayReadName(viewerId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM users u
        WHERE u.id = $2
          AND (u.id = $1
               OR u.organization_id = (SELECT organization_id FROM users WHERE id = $1)
               OR EXISTS (SELECT 1 FROM assessment_templates t
                           WHERE t.owner_id = u.id AND (t.is_public OR t.is_example) AND t.deleted_at IS NULL))`,
      [viewerId, userId],
    );
    return rows.length > 0;
  }
}
