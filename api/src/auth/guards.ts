import { type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ApiError } from '../common/api-error.js';
import { isAuthProviderPath } from '../common/error-filter.js';
import { assertAssurance } from './assurance.js';
import { authError } from './auth-errors.js';
import { SESSION_ENDED } from './jwt.strategy.js';
import { tokenFromRequest } from './token-extractor.js';
import type { VerifiedActor } from './tokens.js';

/** Verifies the token (see JwtStrategy); each guard below says which verified callers it admits. */
abstract class ActorGuard extends AuthGuard('jwt') {
  protected abstract admit(actor: VerifiedActor): VerifiedActor;

  override handleRequest<T = VerifiedActor>(
    error: unknown,
    actor: T | false,
    info: unknown,
    context: ExecutionContext,
  ): T {
    return this.admit(verifiedOrThrow(error, actor, info, context)) as T;
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
function verifiedOrThrow(error: unknown, actor: unknown, info: unknown, context: ExecutionContext): VerifiedActor {
  // A failure of the check itself (Redis down) is not a bad token.
  if (error) throw error;
  if (actor) return actor as VerifiedActor;
  const request = context.switchToHttp().getRequest<Request>();
  if (!tokenFromRequest(request)) throw new ApiError(401, 'No token found');
  if (info === SESSION_ENDED && isAuthProviderPath(request)) throw authError('session_missing');
  throw new ApiError(401, 'Your sign-in has expired or is not valid. Please sign in again.');
}

function signedInUser(actor: VerifiedActor): UserActor {
  if (actor.kind !== 'user') throw new ApiError(403, 'Students cannot do this.');
  return actor;
}

export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): VerifiedActor => {
  return context.switchToHttp().getRequest<Request & { user: VerifiedActor }>().user;
});

/** A signed-in user, with the session of their access token. */
export type UserActor = Extract<VerifiedActor, { kind: 'user' }>;
