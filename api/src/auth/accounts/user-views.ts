import type { AuthUser } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { Factors } from '../factors/factors.js';
import { userView } from './user-view.js';
import { type UserRow, Users } from './users.js';

/** The user as the hosted provider shows it, with everything it carries loaded: identities, factors, aal_required. */
@Injectable()
export class UserViews {
  constructor(
    private readonly users: Users,
    private readonly factors: Factors,
  ) {}

  async of(user: UserRow): Promise<AuthUser> {
    const [identities, factors, aalRequired] = await Promise.all([
      this.users.identities(user.id),
      this.factors.listOf(user.id),
      this.factors.aalRequired(user.id),
    ]);
    return userView(user, identities, { factors, aalRequired });
  }
}
