import { Module } from '@nestjs/common';
import { SalesInquiries } from './sales-inquiries.js';
import { TeamMails } from '../common/team-mails.js';
import { SubscriptionPlans } from './subscription-plans.js';
import { SubscriptionsController } from './subscriptions.controller.js';

/** Plans and sales (spec §7 Subscriptions): the plans on offer, and inquiries from the contact-sales page. */
@Module({
  controllers: [SubscriptionsController],
  providers: [SubscriptionPlans, SalesInquiries, TeamMails],
})
export class SubscriptionsModule {}
