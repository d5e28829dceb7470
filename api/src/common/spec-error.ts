import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Observable, catchError, throwError } from 'rxjs';
import { ApiError } from './api-error.js';

export const SPEC_ERROR = 'checkin:spec-error';

/** The message of spec §8 a call answers with when it fails for a reason the client cannot act on. */
export const SpecError = (message: string) => SetMetadata(SPEC_ERROR, message);

/** Turns unexpected failures into a 500 carrying the call's spec message; expected ones pass through. */
@Injectable()
export class SpecErrorInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const message =
      this.reflector.getAllAndOverride<string>(SPEC_ERROR, [context.getHandler(), context.getClass()]) ??
      'Internal Server Error';
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof ApiError || error instanceof HttpException) return throwError(() => error);
        console.error(error);
        return throwError(() => new ApiError(500, message));
      }),
    );
  }
}

/** For failures of AI work a call waited on: the call's own spec message, with why. */
export function specMessageOf(reflector: Reflector, context: ExecutionContext): string | undefined {
  return reflector.getAllAndOverride<string>(SPEC_ERROR, [context.getHandler(), context.getClass()]);
}
