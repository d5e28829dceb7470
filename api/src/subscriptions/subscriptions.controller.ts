import {
  GET_PLANS_FAILED,
  SALES_INQUIRY_FAILED,
  type SalesInquiryReply,
  type SubscriptionPlansReply,
  salesInquiryBody,
} from '@checkin/contracts';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../auth/client-info.js';
import { RateLimiter } from '../auth/rate-limit/rate-limiter.js';
import { SpecError } from '../common/spec-error.js';
import { parseOrThrow } from '../common/zod-body.js';
import { Clock } from '../core/clock.js';
import { SalesInquiries } from './sales-inquiries.js';
import { TeamMails } from '../common/team-mails.js';
import { SubscriptionPlans } from './subscription-plans.js';

/** Spec §7 Subscriptions: the plans on offer and the sales form's inquiries, both without signing in. */
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly plans: SubscriptionPlans,
    private readonly inquiries: SalesInquiries,
    private readonly mails: TeamMails,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  @Get('getSubscriptionPlans')
  @SpecError(GET_PLANS_FAILED)
  async list(): Promise<SubscriptionPlansReply> {
    return { data: await this.plans.list() };
  }

  /**
   * Kept first, then mailed to the team: an inquiry whose mail fails is still kept (mailed_at stays empty) and the
   * visitor is not asked to send it again.
   */
  @Post('submit_sales_inquiry')
  @HttpCode(201)
  @SpecError(SALES_INQUIRY_FAILED)
  async submit(@Body() raw: unknown, @Req() request: FastifyRequest): Promise<SalesInquiryReply> {
    const email = isObject(raw) && typeof raw.email === 'string' ? raw.email : null;
    await this.limiter.hit('public_form', { ip: clientInfo(request).ip, account: email });
    const body = parseOrThrow(salesInquiryBody, raw);
    const inquiry = await this.inquiries.store(body, this.clock.now());
    try {
      await this.mails.salesInquiry(inquiry);
      await this.inquiries.markMailed(inquiry.id, this.clock.now());
    } catch (error) {
      console.error(`sales inquiry ${inquiry.id} was kept but could not be mailed to the team`, error);
    }
    return {
      message: 'Thank you: our team will answer you soon.',
      data: { id: inquiry.id, created_at: inquiry.createdAt.toISOString() },
    };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
