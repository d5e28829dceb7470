import { type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ApiError } from '../common/api-error.js';
import { tokenFromRequest } from './token-extractor.js';
import type { VerifiedActor } from './tokens.js';

/** Any verified token: a student's (one session) or a user's. */
@Injectable()
export class TokenGuard extends AuthGuard('jwt') {
  override handleRequest<T = VerifiedActor>(
    error: unknown,
    actor: T | false,
    _info: unknown,
    context: ExecutionContext,
  ): T {
    // A failure of the check itself (Redis down) is not a bad token.
    if (error) throw error;
    if (actor) return actor;
    const request = context.switchToHttp().getRequest<Request>();
    if (!tokenFromRequest(request)) throw new ApiError(401, 'No token found');
    throw new ApiError(401, 'Your sign-in has expired or is not valid. Please sign in again.');
  }
}

/** A signed-in teacher or admin; a student's token is refused. */
@Injectable()
export class UserGuard extends TokenGuard {
  override handleRequest<T = VerifiedActor>(
    error: unknown,
    actor: T | false,
    info: unknown,
    context: ExecutionContext,
  ): T {
    const verified = super.handleRequest(error, actor, info, context) as VerifiedActor;
    if (verified.kind !== 'user') throw new ApiError(403, 'Students cannot do this.');
    return verified as T;
  }
}

export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): VerifiedActor => {
  return context.switchToHttp().getRequest<Request & { user: VerifiedActor }>().user;
});

/** A signed-in user, with the session of their access token. */
export type UserActor = Extract<VerifiedActor, { kind: 'user' }>;
