import { Module } from '@nestjs/common';
import { OrganizationMails } from './invitation-mail.js';
import { OrganizationMembers } from './organization-members.js';
import { OrganizationUsage } from './organization-usage.js';
import { OrganizationsController } from './organizations.controller.js';

/** Organisations' admin area (spec §7 Organizations): members, invitations, password resets, usage. */
@Module({
  controllers: [OrganizationsController],
  providers: [OrganizationMembers, OrganizationMails, OrganizationUsage],
})
export class OrganizationsModule {}
