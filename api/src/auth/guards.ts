import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import { isAuthProviderPath } from '../common/error-filter.js';
import { assertAssurance } from './assurance.js';
import { authError } from './auth-errors.js';
import { Callers, type TokenRefusal } from './callers.js';
import { tokenFromRequest } from './token-extractor.js';
import type { VerifiedActor } from './tokens.js';

/** Verifies the token (see Callers); each guard below says which verified callers it admits. */
@Injectable()
abstract class ActorGuard implements CanActivate {
  constructor(private readonly callers: Callers) {}

  protected abstract admit(actor: VerifiedActor): VerifiedActor;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: VerifiedActor }>();
    const caller = await this.callers.of(tokenFromRequest(request));
    if (typeof caller === 'string') throw refusal(caller, request);
    request.user = this.admit(caller);
    return true;
  }
}

/** Any verified token: a student's (one session) or a user's at the assurance level their account requires. */
@Injectable()
export class TokenGuard extends ActorGuard {
  protected admit(actor: VerifiedActor): VerifiedActor {
    assertAssurance(actor);
    return actor;
  }
}

/** A signed-in teacher or admin at the assurance level their account requires; a student's token is refused. */
@Injectable()
export class UserGuard extends ActorGuard {
  protected admit(actor: VerifiedActor): UserActor {
    const user = signedInUser(actor);
    assertAssurance(user);
    return user;
  }
}

/**
 * A signed-in teacher or admin who may not have passed their second factor yet: only for the calls that lead to
 * aal2 (the user, their factors, sign-out). Whatever needs the second factor checks the level itself.
 */
@Injectable()
export class FirstFactorGuard extends ActorGuard {
  protected admit(actor: VerifiedActor): UserActor {
    return signedInUser(actor);
  }
}

/**
 * The refusal of a token. At /auth/v1 a token whose session has ended answers as the hosted provider does (403
 * session_not_found), which tells its client to drop the session; elsewhere it is a 401 like any stale token.
 */
function refusal(why: TokenRefusal, request: FastifyRequest): ApiError {
  if (why === 'missing') return new ApiError(401, 'No token found');
  if (why === 'session_ended' && isAuthProviderPath(request)) return authError('session_missing');
  return new ApiError(401, 'Your sign-in has expired or is not valid. Please sign in again.');
}

function signedInUser(actor: VerifiedActor): UserActor {
  if (actor.kind !== 'user') throw new ApiError(403, 'Students cannot do this.');
  return actor;
}

export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): VerifiedActor => {
  return context.switchToHttp().getRequest<FastifyRequest & { user: VerifiedActor }>().user;
});

/** A signed-in user, with the session of their access token. */
export type UserActor = Extract<VerifiedActor, { kind: 'user' }>;
