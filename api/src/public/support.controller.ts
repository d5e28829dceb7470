import { type PublicRequestReply, SUPPORT_REQUEST_FAILED, contactSupportBody } from '@checkin/contracts';
import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Users } from '../auth/accounts/users.js';
import { clientInfo } from '../auth/client-info.js';
import { CurrentActor, type UserActor, UserGuard } from '../auth/guards.js';
import { RateLimiter } from '../auth/rate-limit/rate-limiter.js';
import { ApiError, notFound } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { UserOrganizations } from '../profile/user-organizations.js';
import { PublicRequests } from './public-requests.js';
import { TeamMails } from '../common/team-mails.js';

const NOT_YOUR_ORGANIZATION =
  'must be the id of your organisation (as your profile gives it), or null if you have none';

/** Spec §7 Other: a signed-in teacher's support request, with the organisation their profile names. */
@Controller('support')
@UseGuards(UserGuard)
@SpecError(SUPPORT_REQUEST_FAILED)
export class SupportController {
  constructor(
    private readonly requests: PublicRequests,
    private readonly mails: TeamMails,
    private readonly limiter: RateLimiter,
    private readonly users: Users,
    private readonly organizations: UserOrganizations,
  ) {}

  @Post('contact_support')
  @HttpCode(201)
  async contactSupport(
    @Req() request: FastifyRequest,
    @CurrentActor() actor: UserActor,
    @ZodBody(contactSupportBody) body: z.infer<typeof contactSupportBody>,
  ): Promise<PublicRequestReply> {
    await this.limiter.hit('public_form', { ip: clientInfo(request).ip, account: actor.userId });
    const user = await this.users.findById(actor.userId);
    if (!user) throw notFound('This user');
    const organization = await this.organizations.of(user.id);
    if (body.organization_id !== (organization?.id ?? null)) {
      throw new ApiError(400, `Invalid request: organization_id ${NOT_YOUR_ORGANIZATION}`, [
        { field: 'organization_id', message: NOT_YOUR_ORGANIZATION },
      ]);
    }
    const stored = { userId: user.id, organizationId: organization?.id ?? null, ...body };
    const saved = await this.requests.saveSupport(stored, () =>
      this.mails.support({
        subject: body.subject,
        message: body.message,
        from: { email: user.email, name: `${user.first_name} ${user.last_name}`.trim() || user.email },
        organization: organization && { id: organization.id, name: organization.name },
      }),
    );
    return { message: 'Support request submitted', data: saved };
  }
}
