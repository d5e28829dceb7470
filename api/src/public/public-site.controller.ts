import {
  JOIN_WAITLIST_FAILED,
  type PublicRequestReply,
  SAVE_CONTACT_FAILED,
  type WaitlistReply,
  contactUsBody,
  waitlistBody,
} from '@checkin/contracts';
import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clientInfo } from '../auth/client-info.js';
import { RateLimiter } from '../auth/rate-limit/rate-limiter.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { PublicRequests } from './public-requests.js';
import { TeamMails } from '../common/team-mails.js';

/** The public site's calls that need no sign-in: the waitlist and contactus (spec §7 Other). */
@Controller()
export class PublicSiteController {
  constructor(
    private readonly requests: PublicRequests,
    private readonly mails: TeamMails,
    private readonly limiter: RateLimiter,
  ) {}

  /** 201 for a new address; 200 for one on the list already, which stays as it was. */
  @Post('waitlist/join')
  @SpecError(JOIN_WAITLIST_FAILED)
  async joinWaitlist(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
    @ZodBody(waitlistBody) body: z.infer<typeof waitlistBody>,
  ): Promise<WaitlistReply> {
    await this.limiter.hit('public_form', { ip: clientInfo(request).ip, account: body.email });
    const { joined } = await this.requests.joinWaitlist(body, () => this.mails.waitlist(body));
    response.status(joined ? 201 : 200);
    return { message: joined ? 'You are on the waitlist' : 'You are already on the waitlist', data: { joined } };
  }

  @Post('contactus')
  @HttpCode(201)
  @SpecError(SAVE_CONTACT_FAILED)
  async contactUs(
    @Req() request: FastifyRequest,
    @ZodBody(contactUsBody) body: z.infer<typeof contactUsBody>,
  ): Promise<PublicRequestReply> {
    await this.limiter.hit('public_form', { ip: clientInfo(request).ip, account: body.email });
    const saved = await this.requests.saveContact(body, () => this.mails.contact(body));
    return { message: 'Contact saved', data: saved };
  }
}
