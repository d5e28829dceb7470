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
}
