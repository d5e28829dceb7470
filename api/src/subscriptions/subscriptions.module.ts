import { Module } from '@nestjs/common';
import { SalesInquiries } from './sales-inquiries.js';
import { SalesInquiryMail } from './sales-inquiry-mail.js';
import { SubscriptionPlans } from './subscription-plans.js';
import { SubscriptionsController } from './subscriptions.controller.js';

/** Plans and sales (spec §7 Subscriptions): the plans on offer, and inquiries from the contact-sales page. */
@Module({
  controllers: [SubscriptionsController],
  providers: [SubscriptionPlans, SalesInquiries, SalesInquiryMail],
})
export class SubscriptionsModule {}
