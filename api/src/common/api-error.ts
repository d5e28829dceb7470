import type { FieldError } from '@checkin/contracts';
import { type DomainError, type DomainErrorCode } from '@checkin/domain';

/**
 * Every expected failure of the API: a status, the message the client shows, which fields were wrong, and a
 * machine-readable code (the hosted auth provider's `error_code` at /auth/v1).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorMessage: string,
    readonly fields: FieldError[] = [],
    readonly code?: string,
    /** Seconds, for a 429: sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(errorMessage);
  }
}

const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  InstanceNotFound: 404,
  InstanceAlreadyExists: 409,
  AlreadyStarted: 409,
  NotStarted: 409,
  AwaitingAiReply: 409,
  OutOfTurn: 409,
  AiRequestFailedRetryNeeded: 409,
  ConversationOver: 409,
  InstanceCanceled: 409,
  InstanceAbandoned: 409,
  // The idle sweep's own refusal (the instance was active after all); it never reaches a client.
  NotIdle: 409,
  AlreadyRated: 409,
  DuplicateMessageId: 409,
  EmptyAnswer: 400,
  StaleAiResult: 409,
  FollowUpNotAllowed: 409,
  NothingToRetry: 409,
  UnknownMessage: 404,
  RatingNotOnScale: 400,
  NotAnAnswer: 400,
  NotRated: 409,
  // Callers check first and answer 404, as if the check-in did not exist; this is the model's own guard.
  NotReviewer: 404,
};

export function fromDomainError(error: DomainError): ApiError {
  return new ApiError(DOMAIN_STATUS[error.code], error.message);
}

export const notFound = (what: string) => new ApiError(404, `${what} was not found.`);
export const forbidden = (why = 'You do not have access to this.') => new ApiError(403, why);
