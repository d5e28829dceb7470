import type { NextFunction, Request, Response } from 'express';

/**
 * Collapses repeated slashes in a request's path (not its query) before routing: clients of the original app
 * call some routes with a double slash (deleteAssessmentTemplateById//{id}), and no route has an empty segment.
 */
export function collapseSlashes(request: Request, _response: Response, next: NextFunction): void {
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (path.includes('//')) {
    request.url = path.replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : request.url.slice(queryAt));
  }
  next();
}
