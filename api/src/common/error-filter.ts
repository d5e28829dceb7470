import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { bodyParserMessage } from './request-body.js';

/** The hosted auth provider's codes for failures that carry none of their own. */
const DEFAULT_CODES: Record<number, string> = {
  400: 'validation_failed',
  401: 'no_authorization',
  403: 'forbidden',
  404: 'not_found',
  422: 'validation_failed',
  429: 'over_request_rate_limit',
};

/**
 * The one place errors become HTTP. The spec's calls answer `{ statusCode, errorMessage, errors? }` (spec §8),
 * with `error_code` when the failure has one; /auth/v1 answers as the hosted provider does,
 * `{ code, error_code, msg }`, with `errorMessage` too so that our clients show its message the same way.
 * An unexpected failure is logged (`unexpectedFailure`) and answered 500 with `unexpected`: a call's own message of
 * spec §8 where it has one (see SpecError).
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly unexpected = 'Internal Server Error') {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const failure = toApiError(error) ?? this.unexpectedError(error, request);
    if (failure.retryAfter !== undefined) void reply.header('Retry-After', String(failure.retryAfter));
    const body = isAuthProviderPath(request) ? providerBody(failure) : specBody(failure);
    // As JSON whatever the route would have answered (the dev mailbox's page is HTML).
    void reply.status(failure.status).type('application/json; charset=utf-8').send(body);
  }

  private unexpectedError(error: unknown, request: FastifyRequest): ApiError {
    console.error(unexpectedFailure(error, request));
    return new ApiError(500, this.unexpected);
  }
}

/** The failure as the call answers it, or null for an unexpected one. */
function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === 404) return new ApiError(status, 'Page Not Found');
    return new ApiError(status, bodyParserMessage(status) ?? error.message);
  }
  return null;
}

/**
 * An unexpected failure as its operator reads it: the call, by its route (its address may hold a token), and the
 * error's stack. Not the error's other fields: a database error carries its statement's values (a student's answer,
 * a name, an email), which do not belong in a log.
 */
export function unexpectedFailure(error: unknown, request: Pick<FastifyRequest, 'method' | 'routeOptions'>): string {
  const what = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return `${request.method} ${request.routeOptions.url ?? '(no route)'} failed: ${what}`;
}

function specBody(error: ApiError): Record<string, unknown> {
  const body: Record<string, unknown> = { statusCode: error.status, errorMessage: error.errorMessage };
  // A code tells the web app what to do about it (insufficient_aal: ask for the second factor).
  if (error.code) body.error_code = error.code;
  if (error.fields.length) body.errors = error.fields;
  return body;
}

function providerBody(error: ApiError): Record<string, unknown> {
  const body: Record<string, unknown> = {
    code: error.status,
    error_code: error.code ?? DEFAULT_CODES[error.status] ?? 'unexpected_failure',
    msg: error.errorMessage,
    errorMessage: error.errorMessage,
  };
  if (error.fields.length) body.errors = error.fields;
  return body;
}

/** The hosted provider's paths, which answer in its shape. */
export function isAuthProviderPath(request: Pick<FastifyRequest, 'url'>): boolean {
  return /^\/auth\/v1(\/|\?|$)/.test(request.url);
}
