import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, changedRows, isUuid } from '../../common/sql.js';
import { authError } from '../auth-errors.js';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type IdentityRow = {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type NewUser = { email: string; passwordHash: string | null; firstName: string; lastName: string };

const UNIQUE_VIOLATION = '23505';

/** The users table and their sign-in identities: the auth module owns both; others ask through this class. */
@Injectable()
export class Users {
  constructor(private readonly db: DataSource) {}

  async findById(id: string): Promise<UserRow | null> {
    if (!isUuid(id)) return null;
    const rows: UserRow[] = await this.db.query(`SELECT * FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.db.query(`SELECT * FROM users WHERE lower(email) = lower($1)`, [email]);
    return rows[0] ?? null;
  }

  /** A new, unconfirmed user with an email identity; null when the address is taken (by a concurrent sign-up). */
  async create(user: NewUser): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const rows: UserRow[] = await tx.query(
        `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING *`,
        [user.email, user.passwordHash, user.firstName, user.lastName],
      );
      if (!rows[0]) return null;
      await addEmailIdentity(tx, rows[0]);
      return rows[0];
    });
  }

  async identities(userId: string): Promise<IdentityRow[]> {
    return this.db.query(`SELECT * FROM auth_identities WHERE user_id = $1 ORDER BY created_at`, [userId]);
  }

  async confirmEmail(id: string): Promise<UserRow> {
    return this.update(`email_confirmed_at = coalesce(email_confirmed_at, now())`, id);
  }

  /** A provider's sign-in records itself on its identity (see ExternalIdentities); email ones on the email identity. */
  async recordSignIn(id: string, withEmail = true): Promise<UserRow> {
    if (withEmail) {
      await this.db.query(
        `UPDATE auth_identities SET last_sign_in_at = now() WHERE user_id = $1 AND provider = 'email'`,
        [id],
      );
    }
    return this.update(`last_sign_in_at = now()`, id);
  }

  /** Also gives an account made through a provider its email identity: it may now sign in with a password. */
  async setPasswordHash(id: string, passwordHash: string): Promise<UserRow> {
    const user = await this.update(`password_hash = $2`, id, [passwordHash]);
    await addEmailIdentity(this.db, user);
    return user;
  }

  async setNames(id: string, names: { first_name?: string; last_name?: string }): Promise<UserRow> {
    return this.update(`first_name = coalesce($2, first_name), last_name = coalesce($3, last_name)`, id, [
      names.first_name ?? null,
      names.last_name ?? null,
    ]);
  }

  /** Moves the account to a confirmed new address; email_exists when another account took it meanwhile. */
  async changeEmail(id: string, newEmail: string): Promise<UserRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await changedRows<UserRow>(
          tx,
          `UPDATE users SET email = $2, email_confirmed_at = now(), updated_at = now() WHERE id = $1 RETURNING *`,
          [id, newEmail],
        );
        await tx.query(
          `UPDATE auth_identities SET identity_data = identity_data || jsonb_build_object('email', $2::text),
             updated_at = now() WHERE user_id = $1 AND provider = 'email'`,
          [id, newEmail],
        );
        return rows[0]!;
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw authError('email_exists');
      throw error;
    }
  }

  private async update(set: string, id: string, params: unknown[] = []): Promise<UserRow> {
    const [row] = await changedRows<UserRow>(
      this.db,
      `UPDATE users SET ${set}, updated_at = now() WHERE id = $1 RETURNING *`,
      [id, ...params],
    );
    if (!row) throw authError('user_not_found');
    return row;
  }
}

/** Signing in with email and password is an identity of its own, as OpenID providers will be (provider_id: sub). */
export async function addEmailIdentity(tx: Queryable, user: Pick<UserRow, 'id' | 'email'>) {
  await tx.query(
    `INSERT INTO auth_identities (user_id, provider, provider_id, identity_data)
     VALUES ($1::uuid, 'email', $1::text, jsonb_build_object('sub', $1::text, 'email', $2::text))
     ON CONFLICT (provider, provider_id) DO NOTHING`,
    [user.id, user.email],
  );
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}
