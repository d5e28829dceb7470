import { Injectable } from '@nestjs/common';
import { type UserRow, Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { ExternalIdentities } from './external-identities.js';
import type { ProviderProfile } from './provider-profile.js';

/**
 * The user a provider's identity signs in as. An identity seen before is its user's; a new one joins the account of
 * its address when the provider says the address is verified, else makes a new confirmed account (a teacher, as
 * sign-up does). Asked by a signed-in user to link, it joins that user, unless another user has it.
 */
@Injectable()
export class UserOfIdentity {
  constructor(
    private readonly users: Users,
    private readonly identities: ExternalIdentities,
  ) {}

  async resolve(profile: ProviderProfile, linkingUserId: string | null = null): Promise<UserRow> {
    const existing = await this.identities.find(profile.provider, profile.sub);
    if (linkingUserId) return this.link(profile, linkingUserId, existing?.user_id ?? null, existing?.id ?? null);
    if (existing) {
      await this.identities.touch(existing.id, profile);
      return this.userOrThrow(existing.user_id);
    }
    return (await this.joinOrCreate(profile)) ?? (await this.joinOrCreate(profile)) ?? throwEmailExists();
  }

  private async link(
    profile: ProviderProfile,
    userId: string,
    ownerId: string | null,
    identityId: string | null,
  ): Promise<UserRow> {
    if (ownerId && ownerId !== userId) throw authError('identity_already_exists');
    const user = await this.userOrThrow(userId);
    if (identityId) await this.identities.touch(identityId, profile);
    else await this.identities.link(user.id, profile);
    return user;
  }

  /** Null when an account with the address appeared between the look-up and the insert: try again. */
  private async joinOrCreate(profile: ProviderProfile): Promise<UserRow | null> {
    const email = profile.email;
    if (!email) throw authError('provider_email_needed');
    const owner = await this.users.findByEmail(email);
    if (owner) {
      // An unverified address proves nothing about who owns the account that has it.
      if (!profile.emailVerified) throw authError('email_exists');
      if (!owner.email_confirmed_at) await this.identities.claimUnconfirmed(owner.id);
      await this.identities.link(owner.id, profile);
      return this.userOrThrow(owner.id);
    }
    return this.identities.createUser({ ...profile, email });
  }

  private async userOrThrow(id: string): Promise<UserRow> {
    const user = await this.users.findById(id);
    if (!user) throw authError('user_not_found');
    return user;
  }
}

function throwEmailExists(): never {
  throw authError('email_exists');
}
