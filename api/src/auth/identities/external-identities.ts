import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/sql.js';
import type { IdentityRow, UserRow } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import type { ProviderProfile } from './provider-profile.js';

/**
 * Identities of providers in the auth module's identities table (one per provider and subject), and the users made
 * through them.
 */
@Injectable()
export class ExternalIdentities {
  constructor(private readonly db: DataSource) {}

  async find(provider: string, sub: string): Promise<IdentityRow | null> {
    const rows: IdentityRow[] = await this.db.query(
      `SELECT * FROM auth_identities WHERE provider = $1 AND provider_id = $2`,
      [provider, sub],
    );
    return rows[0] ?? null;
  }

  /** The identity as the provider shows it now, signed in with. */
  async touch(identityId: string, profile: ProviderProfile): Promise<void> {
    await this.db.query(
      `UPDATE auth_identities SET identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now()
        WHERE id = $1`,
      [identityId, JSON.stringify(profile.identityData)],
    );
  }

  /** Adds the identity to a user; identity_already_exists when another user has it (added meanwhile). */
  async link(userId: string, profile: ProviderProfile): Promise<void> {
    const rows = await this.db.query(
      `INSERT INTO auth_identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
       VALUES ($1, $2, $3, $4::jsonb, now())
       ON CONFLICT (provider, provider_id) DO UPDATE SET last_sign_in_at = now(), updated_at = now()
         WHERE auth_identities.user_id = excluded.user_id
       RETURNING id`,
      [userId, profile.provider, profile.sub, JSON.stringify(profile.identityData)],
    );
    if ((rows as unknown[]).length === 0) throw authError('identity_already_exists');
  }

  /** A confirmed user with no password and this identity; null when the address has an account (made meanwhile). */
  async createUser(profile: ProviderProfile & { email: string }): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const users: UserRow[] = await tx.query(
        `INSERT INTO users (email, first_name, last_name, email_confirmed_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (lower(email)) DO NOTHING RETURNING *`,
        [profile.email, profile.firstName, profile.lastName],
      );
      const user = users[0];
      if (!user) return null;
      await tx.query(
        `INSERT INTO auth_identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
         VALUES ($1, $2, $3, $4::jsonb, now())`,
        [user.id, profile.provider, profile.sub, JSON.stringify(profile.identityData)],
      );
      return user;
    });
  }

  /**
   * An account nobody confirmed, about to be signed into by whoever a provider vouches owns its address: the
   * password it was made with (by anyone) stops working, and the address counts as confirmed.
   */
  async claimUnconfirmed(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE users SET password_hash = NULL, email_confirmed_at = now(), updated_at = now()
          WHERE id = $1 AND email_confirmed_at IS NULL`,
        [userId],
      );
      await tx.query(`DELETE FROM auth_identities WHERE user_id = $1 AND provider = 'email'`, [userId]);
    });
  }

  /**
   * Removes one of the user's identities, never the last. Removing the email identity ends password sign-in. The
   * user's row is locked meanwhile, so that two removals at once cannot leave none.
   */
  async unlink(userId: string, identityId: string): Promise<void> {
    if (!isUuid(identityId)) throw authError('identity_not_found');
    await this.db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const identities: IdentityRow[] = await tx.query(`SELECT * FROM auth_identities WHERE user_id = $1`, [userId]);
      const identity = identities.find((i) => i.id === identityId);
      if (!identity) throw authError('identity_not_found');
      if (identities.length <= 1) throw authError('single_identity_not_deletable');
      await tx.query(`DELETE FROM auth_identities WHERE id = $1`, [identityId]);
      if (identity.provider === 'email') {
        await tx.query(`UPDATE users SET password_hash = NULL, updated_at = now() WHERE id = $1`, [userId]);
      }
    });
  }
}
