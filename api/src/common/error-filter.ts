import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from './api-error.js';

/** The one place errors become HTTP: `{ statusCode, errorMessage, errors? }` (spec §8). */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (error instanceof ApiError) {
      const body: Record<string, unknown> = { statusCode: error.status, errorMessage: error.errorMessage };
      if (error.fields.length) body.errors = error.fields;
      response.status(error.status).json(body);
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const message = status === 404 ? 'Page Not Found' : error.message;
      response.status(status).json({ statusCode: status, errorMessage: message });
      return;
    }
    console.error(error);
    response.status(500).json({ statusCode: 500, errorMessage: 'Internal Server Error' });
  }
}
