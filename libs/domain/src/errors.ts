/** Why decide() refused a command. The API maps each code to a status and a message in one place. */
export const DOMAIN_ERROR_CODES = [
  'InstanceNotFound',
  'InstanceAlreadyExists',
  'AlreadyStarted',
  'NotStarted',
  'AwaitingAiReply',
  'OutOfTurn',
  'AiRequestFailedRetryNeeded',
  'ConversationOver',
  'InstanceCanceled',
  'InstanceAbandoned',
  'NotIdle',
  'AlreadyRated',
  'DuplicateMessageId',
  'EmptyAnswer',
  'StaleAiResult',
  'FollowUpNotAllowed',
  'NothingToRetry',
  'UnknownMessage',
  'RatingNotOnScale',
  'NotAnAnswer',
  'NotRated',
  'NotReviewer',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export type DomainError = { kind: 'DomainError'; code: DomainErrorCode; message: string };

export function domainError(code: DomainErrorCode, message: string): DomainError {
  return { kind: 'DomainError', code, message };
}

export function isDomainError(value: unknown): value is DomainError {
  return typeof value === 'object' && value !== null && (value as DomainError).kind === 'DomainError';
}
