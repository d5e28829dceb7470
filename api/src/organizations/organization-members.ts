import type { AddUserToOrgBody, OrgRole, OrgUser } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Standing } from '../access/policy.js';
import { ApiError, notFound } from '../common/api-error.js';
import { changedRows, isUuid } from '../common/sql.js';

export type OrganizationRow = { id: string; name: string; max_users: number; subscription_name: string | null };

type MemberRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  organization_id: string;
  password_hash: string | null;
  last_sign_in_at: Date | null;
};

/** The columns of a member that OrgUser shows, and whether they have yet to accept their invitation. */
const MEMBER_COLUMNS = `id, email, first_name, last_name, role, organization_id, password_hash, last_sign_in_at`;

/**
 * An organisation's members: the users whose organization_id is it. Every member counts towards max_users, its
 * admins included. Reads and writes are scoped by the organisation's id, so a user of another one is never found.
 */
@Injectable()
export class OrganizationMembers {
  constructor(private readonly db: DataSource) {}

  /** What the access policy reads of a user. */
  async standing(userId: string): Promise<Standing | null> {
    if (!isUuid(userId)) return null;
    const rows: Standing[] = await this.db.query(
      `SELECT role, organization_id AS "organizationId" FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async organization(id: string): Promise<OrganizationRow> {
    const rows: OrganizationRow[] = await this.db.query(
      `SELECT id, name, max_users, subscription_name FROM organizations WHERE id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound('This organisation');
    return rows[0];
  }

  /** One page of the members, admins first, then by name; and how many there are in all. */
  async page(organizationId: string, page: number, size: number): Promise<{ users: OrgUser[]; total: number }> {
    const [rows, counted]: [MemberRow[], Array<{ total: number }>] = await Promise.all([
      this.db.query(
        `SELECT ${MEMBER_COLUMNS} FROM users WHERE organization_id = $1
          ORDER BY role = 'admin' DESC, lower(last_name), lower(first_name), lower(email), id
          LIMIT $2 OFFSET $3`,
        [organizationId, size, (page - 1) * size],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM users WHERE organization_id = $1`, [organizationId]),
    ]);
    return { users: rows.map(toOrgUser), total: counted[0]!.total };
  }

  /** A member by id, or by address: a 404 for anyone outside the organisation. */
  async member(organizationId: string, who: { id: string } | { email: string }): Promise<OrgUser> {
    const rows: MemberRow[] =
      'id' in who
        ? isUuid(who.id)
          ? await this.db.query(`SELECT ${MEMBER_COLUMNS} FROM users WHERE id = $1 AND organization_id = $2`, [
              who.id,
              organizationId,
            ])
          : []
        : await this.db.query(
            `SELECT ${MEMBER_COLUMNS} FROM users WHERE lower(email) = lower($1) AND organization_id = $2`,
            [who.email, organizationId],
          );
    if (!rows[0]) throw notFound('This user of your organisation');
    return toOrgUser(rows[0]);
  }

  /**
   * A new account in the organisation, without a password (an invitation sets it). The organisation's row is locked
   * while its members are counted, so two admins adding at once cannot pass max_users. Refused when full, or when
   * the address has an account already (joining would show its owner's students to this organisation's admins).
   */
  async add(organizationId: string, user: AddUserToOrgBody): Promise<OrgUser> {
    return this.db.transaction(async (tx) => {
      const [org]: Array<{ max_users: number }> = await tx.query(
        `SELECT max_users FROM organizations WHERE id = $1 FOR UPDATE`,
        [organizationId],
      );
      if (!org) throw notFound('This organisation');
      const [{ members }]: [{ members: number }] = await tx.query(
        `SELECT count(*)::int AS members FROM users WHERE organization_id = $1`,
        [organizationId],
      );
      if (members >= org.max_users) {
        throw new ApiError(
          409,
          `Your organisation has reached its limit of ${org.max_users} users. Remove a user or upgrade your plan to add another.`,
          [],
          'max_users_reached',
        );
      }
      const rows: MemberRow[] = await tx.query(
        `INSERT INTO users (email, first_name, last_name, role, organization_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
        [user.email, user.firstName, user.lastName, user.role, organizationId],
      );
      if (!rows[0]) {
        throw new ApiError(409, 'A CheckIn account with this email already exists.', [
          { field: 'email', message: 'already has an account' },
        ]);
      }
      return toOrgUser(rows[0]);
    });
  }

  /** Takes the member out of the organisation; their account and CheckIns stay theirs. */
  async remove(organizationId: string, userId: string): Promise<void> {
    await this.db.query(
      `UPDATE users SET organization_id = NULL, role = 'teacher', updated_at = now()
        WHERE id = $1 AND organization_id = $2`,
      [userId, organizationId],
    );
  }

  async update(
    organizationId: string,
    userId: string,
    change: { firstName?: string; lastName?: string; role?: OrgRole },
  ): Promise<OrgUser> {
    const rows = isUuid(userId)
      ? await changedRows<MemberRow>(
          this.db,
          `UPDATE users SET first_name = coalesce($3, first_name), last_name = coalesce($4, last_name),
                  role = coalesce($5, role), updated_at = now()
            WHERE id = $1 AND organization_id = $2 RETURNING ${MEMBER_COLUMNS}`,
          [userId, organizationId, change.firstName ?? null, change.lastName ?? null, change.role ?? null],
        )
      : [];
    if (!rows[0]) throw notFound('This user of your organisation');
    return toOrgUser(rows[0]);
  }
}

function toOrgUser(row: MemberRow): OrgUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    organization_id: row.organization_id,
    // Never signed in and no password: the invitation is still open (an identity provider's user has signed in).
    invited: row.password_hash === null && row.last_sign_in_at === null,
  };
}
