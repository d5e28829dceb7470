import { Module } from '@nestjs/common';
import { UserOrganizations } from '../profile/user-organizations.js';
import { PublicRequests } from './public-requests.js';
import { PublicSiteController } from './public-site.controller.js';
import { SupportController } from './support.controller.js';
import { TeamMails } from '../common/team-mails.js';

/** The public site's forms (waitlist, contactus) and teachers' support requests: stored, and mailed to the team. */
@Module({
  controllers: [PublicSiteController, SupportController],
  providers: [PublicRequests, TeamMails, UserOrganizations],
})
export class PublicModule {}
