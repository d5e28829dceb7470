import { type ProfileReply, UPDATE_PROFILE_FAILED, updateProfileBody } from '@checkin/contracts';
import { Controller, Get, HttpCode, Param, Patch, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { notFound } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { Users } from '../auth/accounts/users.js';
import { CurrentActor, type UserActor, UserGuard } from '../auth/guards.js';
import { UserOrganizations } from './user-organizations.js';

/** The teacher's profile (spec §3 Profile, §7 Profile), with their organisation and its subscription, if any. */
@Controller('profile')
@UseGuards(UserGuard)
export class ProfileController {
  constructor(
    private readonly users: Users,
    private readonly organizations: UserOrganizations,
  ) {}

  @Get('getProfileForUser')
  async profile(@CurrentActor() actor: UserActor): Promise<ProfileReply> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw notFound('This user');
    const organization = await this.organizations.of(user.id);
    return {
      data: {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        role: user.role,
        organization: organization && {
          name: organization.name,
          id: organization.id,
          max_users: organization.max_users,
        },
        current_subscription: organization?.subscription_name
          ? { plan: { name: organization.subscription_name } }
          : null,
      },
    };
  }

  @Get('getFirstNameForUserId/:id')
  async firstName(
    @CurrentActor() actor: UserActor,
    @Param('id') id: string,
  ): Promise<{ data: { first_name: string } }> {
    const user = await this.users.findById(id);
    if (!user || !(await this.organizations.mayReadName(actor.userId, user.id))) throw notFound('This user');
    return { data: { first_name: user.first_name } };
  }

  @Patch('updateProfileForUser')
  @HttpCode(204)
  @SpecError(UPDATE_PROFILE_FAILED)
  async update(
    @CurrentActor() actor: UserActor,
    @ZodBody(updateProfileBody) body: z.infer<typeof updateProfileBody>,
  ): Promise<void> {
    await this.users.setNames(actor.userId, body);
  }
}
