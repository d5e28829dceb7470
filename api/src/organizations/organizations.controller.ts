import {
  ORGANIZATION_CALL_FAILED,
  RESEND_PASSWORD_RESET_FAILED,
  type OrgUsageReply,
  type OrgUserReply,
  type OrgUsersReply,
  type ShouldShowAdminReply,
  addUserToOrgBody,
  orgUsersQuery,
  removeUserFromOrgBody,
  resendPasswordResetBody,
  updateUserInOrgBody,
} from '@checkin/contracts';
import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isOrgAdmin, mayAdministerOrganization, mayChangeMembership } from '../access/policy.js';
import { Users } from '../auth/accounts/users.js';
import { clientInfo } from '../auth/client-info.js';
import { CurrentActor, type UserActor, UserGuard } from '../auth/guards.js';
import { RateLimiter } from '../auth/rate-limit/rate-limiter.js';
import { ApiError, forbidden } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody, ZodQuery } from '../common/zod-body.js';
import { Clock } from '../core/clock.js';
import { OrganizationMails } from './invitation-mail.js';
import { OrganizationMembers } from './organization-members.js';
import { OrganizationUsage } from './organization-usage.js';

const NOT_YOUR_ORGANIZATION = 'Only an admin of this organisation can do this.';

/**
 * Spec §7 Organizations: the admin area of an organisation, for its own admins (access/policy.ts
 * mayAdministerOrganization), and whether to show it at all.
 */
@Controller('organizations')
@UseGuards(UserGuard)
@SpecError(ORGANIZATION_CALL_FAILED)
export class OrganizationsController {
  constructor(
    private readonly members: OrganizationMembers,
    private readonly usage: OrganizationUsage,
    private readonly mails: OrganizationMails,
    private readonly users: Users,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  @Get('getShouldShowAdmin')
  async shouldShowAdmin(@CurrentActor() actor: UserActor): Promise<ShouldShowAdminReply> {
    const standing = await this.members.standing(actor.userId);
    const admin = isOrgAdmin(standing);
    return { data: { shouldShowAdmin: admin, organization_id: admin ? standing!.organizationId : null } };
  }

  @Get('get_orgs_users/:id')
  async list(
    @CurrentActor() actor: UserActor,
    @Param('id') organizationId: string,
    @ZodQuery(orgUsersQuery) query: z.infer<typeof orgUsersQuery>,
  ): Promise<OrgUsersReply> {
    await this.assertAdmin(actor, organizationId);
    const organization = await this.members.organization(organizationId);
    const { users, total } = await this.members.page(organizationId, query.page, query.page_size);
    const { name, max_users, subscription_name } = organization;
    return {
      data: {
        name,
        max_users,
        subscription_name,
        users,
        total_users: total,
        page: query.page,
        page_size: query.page_size,
      },
    };
  }

  /** The admin dashboard's usage: active teachers, CheckIns and students this month, credits left. */
  @Get('getOrgUsage/:id')
  async orgUsage(@CurrentActor() actor: UserActor, @Param('id') organizationId: string): Promise<OrgUsageReply> {
    await this.assertAdmin(actor, organizationId);
    await this.members.organization(organizationId);
    return { data: await this.usage.of(organizationId, this.clock.now()) };
  }

  /** Creates the account and mails an invitation to choose a password. */
  @Post('addNewUserToOrg')
  @HttpCode(201)
  async add(
    @CurrentActor() actor: UserActor,
    @ZodBody(addUserToOrgBody) body: z.infer<typeof addUserToOrgBody>,
  ): Promise<OrgUserReply> {
    await this.assertAdmin(actor, body.organization_id);
    const organization = await this.members.organization(body.organization_id);
    const user = await this.members.add(organization.id, body);
    try {
      await this.mails.invitation(user, organization.name, await this.inviterName(actor));
    } catch (error) {
      console.error(error);
      throw new ApiError(
        502,
        `${user.email} was added, but the invitation could not be mailed. Send it again with "Resend password reset".`,
      );
    }
    return { message: `${user.email} was added and invited to choose a password.`, data: user };
  }

  @Delete('removeUserFromOrg')
  @HttpCode(200)
  async remove(
    @CurrentActor() actor: UserActor,
    @ZodBody(removeUserFromOrgBody) body: z.infer<typeof removeUserFromOrgBody>,
  ): Promise<{ message: string }> {
    await this.assertAdmin(actor, body.organization_id);
    if (!mayChangeMembership(actor.userId, body.user_id_to_remove)) {
      throw forbidden('You cannot remove yourself from your organisation. Another admin can.');
    }
    const member = await this.members.member(body.organization_id, { id: body.user_id_to_remove });
    await this.members.remove(body.organization_id, member.id);
    if (member.invited) await this.mails.withdrawInvitation(member.id);
    return { message: `${member.email} was removed from your organisation.` };
  }

  @Patch('updateUserInOrg')
  @HttpCode(200)
  async update(
    @CurrentActor() actor: UserActor,
    @ZodBody(updateUserInOrgBody) { user }: z.infer<typeof updateUserInOrgBody>,
  ): Promise<OrgUserReply> {
    await this.assertAdmin(actor, user.organization_id);
    if (user.role !== undefined && !mayChangeMembership(actor.userId, user.id)) {
      const current = await this.members.member(user.organization_id, { id: user.id });
      if (current.role !== user.role) throw forbidden('You cannot change your own role. Another admin can.');
    }
    const { id, organization_id, ...change } = user;
    const updated = await this.members.update(organization_id, id, change);
    return { message: `${updated.email} was updated.`, data: updated };
  }

  /** Mails a password reset, or the invitation again to a member who has yet to accept it. */
  @Post('resendPasswordReset')
  @HttpCode(200)
  @SpecError(RESEND_PASSWORD_RESET_FAILED)
  async resend(
    @CurrentActor() actor: UserActor,
    @ZodBody(resendPasswordResetBody) body: z.infer<typeof resendPasswordResetBody>,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.assertAdmin(actor, body.organization_id);
    const member = await this.members.member(body.organization_id, { email: body.email });
    await this.limiter.hit('recover', { ip: clientInfo(request).ip, account: member.email });
    const organization = await this.members.organization(body.organization_id);
    await this.mails.passwordReset(member, organization.name, await this.inviterName(actor));
    return {
      message: member.invited
        ? `The invitation was sent to ${member.email} again.`
        : `A password reset link was sent to ${member.email}.`,
    };
  }

  private async assertAdmin(actor: UserActor, organizationId: string): Promise<void> {
    const standing = await this.members.standing(actor.userId);
    if (!mayAdministerOrganization(standing, organizationId)) throw forbidden(NOT_YOUR_ORGANIZATION);
  }

  private async inviterName(actor: UserActor): Promise<string> {
    const inviter = await this.users.findById(actor.userId);
    const name = [inviter?.first_name, inviter?.last_name].filter(Boolean).join(' ');
    return name || 'Your organisation’s admin';
  }
}
