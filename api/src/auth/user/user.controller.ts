import { type AuthUser, type UpdateUserBody, updateUserBody } from '@checkin/contracts';
import { Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { ZodBody } from '../../common/zod-body.js';
import { UserViews } from '../accounts/user-views.js';
import { Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { CurrentActor, FirstFactorGuard, type UserActor } from '../guards.js';
import { AccountMails } from '../mail/account-mails.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { UpdateUser } from './update-user.js';

@Controller('auth/v1')
@UseGuards(FirstFactorGuard)
export class UserController {
  constructor(
    private readonly users: Users,
    private readonly views: UserViews,
    private readonly updateUser: UpdateUser,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('user')
  async user(@CurrentActor() actor: UserActor): Promise<AuthUser> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw authError('user_not_found');
    return this.views.of(user);
  }

  @Put('user')
  update(
    @CurrentActor() actor: UserActor,
    @ZodBody(updateUserBody) body: UpdateUserBody,
    @Query('redirect_to') redirectTo: unknown,
  ): Promise<AuthUser> {
    return this.updateUser.run(actor, body, redirectTo);
  }

  /** Mails a code: the `nonce` that lets a session older than a day change its password. */
  @Get('reauthenticate')
  async reauthenticate(@CurrentActor() actor: UserActor): Promise<Record<string, never>> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw authError('user_not_found');
    await this.limiter.hit('resend', { ip: null, account: user.id });
    await this.mails.reauthentication(user);
    return {};
  }
}
